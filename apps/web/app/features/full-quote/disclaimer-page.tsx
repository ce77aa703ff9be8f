import { Form } from 'react-router'
import type { PageProps } from './page-data.ts'
import { FormMessage, PageCheckbox, PageSubmit, typedValueOf } from './page-fields.tsx'
import { disclaimerFieldOf } from './page-forms.ts'

/**
 * The disclaimer page: the product's disclaimers of the page's types, each with its questions (a
 * yes/no question, or a statement to confirm). A wrong answer is refused with its
 * invalid_answer_content beside the question, and the purchase stays closed until it is put right.
 */
export function DisclaimerPage({ view, answer }: PageProps<'DISCLAIMER'>) {
  return (
    <Form method="post" noValidate className="form full-quote__form">
      <FormMessage answer={answer} />
      {view.disclaimers.map((disclaimer) => (
        <section key={disclaimer.disclaimer_type} className="disclaimer">
          <p>{disclaimer.content}</p>
          {disclaimer.questions.map((question) => {
            const name = disclaimerFieldOf(disclaimer, question)
            const error = answer?.messages[name]
            const id = `disclaimer-${name.replace(/[^\w-]/g, '-')}`
            if (question.question_type === 'CONFIRM') {
              return (
                <PageCheckbox
                  key={name}
                  name={name}
                  value="YES"
                  label={question.question_content}
                  answer={answer}
                  initial={view.saved[name] === 'YES'}
                />
              )
            }
            // What was just sent, else what was given before (Back shows it).
            const chosen = answer ? typedValueOf(answer, name) : view.saved[name]
            return (
              <fieldset
                key={name}
                className="field choice"
                data-invalid={error ? 'true' : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                <legend>{question.question_content}</legend>
                <div className="choice__options">
                  {(['YES', 'NO'] as const).map((value) => (
                    <div key={value} className="choice__option">
                      <input
                        id={`${id}-${value}`}
                        type="radio"
                        name={name}
                        value={value}
                        defaultChecked={chosen === value}
                      />
                      <label htmlFor={`${id}-${value}`} className="choice__text">
                        {value === 'YES' ? 'Yes' : 'No'}
                      </label>
                    </div>
                  ))}
                </div>
                {error ? (
                  <p id={`${id}-error`} className="field__error">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            )
          })}
        </section>
      ))}
      <PageSubmit>Continue</PageSubmit>
    </Form>
  )
}
