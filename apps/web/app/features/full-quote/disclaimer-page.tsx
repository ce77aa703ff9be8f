import { CheckboxField, RadioGroupField } from '../../lib/forms/fields.tsx'
import type { ProductCode } from '@insure/domain/catalogue'
import { DocumentLink } from './document-link.tsx'
import type { PageProps } from './page-data.ts'
import { PageForm, PageSubmit, usePageForm } from './page-form.tsx'
import { disclaimerFieldOf, disclaimerFormSchema } from './page-forms.ts'

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const

/**
 * The disclaimer page: the product's disclaimers of the page's types, each with its questions (a
 * yes/no question, or a statement to confirm). A wrong answer is refused with its
 * invalid_answer_content beside the question, and the purchase stays closed until it is put right.
 */
export function DisclaimerPage({ quote, view, answer }: PageProps<'DISCLAIMER'>) {
  const { form, field } = usePageForm({
    schema: disclaimerFormSchema(view.disclaimers),
    answer,
    // What was given before (Back shows it).
    saved: view.saved,
  })
  return (
    <PageForm form={form}>
      {view.disclaimers.map((disclaimer) => (
        <section key={disclaimer.disclaimer_type} className="disclaimer">
          <p>{disclaimer.content}</p>
          {disclaimer.questions.map((question) => {
            const name = disclaimerFieldOf(disclaimer, question)
            return question.question_type === 'CONFIRM' ? (
              <div key={name}>
                {/* The document the statement confirms having read (issue 25), beside its box. */}
                {question.document ? (
                  <DocumentLink productCode={quote.productCode as ProductCode} kind={question.document} />
                ) : null}
                <CheckboxField value="YES" label={question.question_content} field={field(name)} />
              </div>
            ) : (
              <RadioGroupField
                key={name}
                legend={question.question_content}
                choices={YES_NO}
                field={field(name)}
              />
            )
          })}
        </section>
      ))}
      <PageSubmit>Continue</PageSubmit>
    </PageForm>
  )
}
