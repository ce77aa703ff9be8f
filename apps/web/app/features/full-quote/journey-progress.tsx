import type { ProgressStep } from './page-data.ts'

/**
 * The progress indicator: the quote's shown pages in order, the current one marked. On a phone it is
 * one line, the count and a bar of steps (app.css), the names kept for screen readers.
 */
export function JourneyProgress({ steps, current }: { steps: readonly ProgressStep[]; current: string }) {
  const at = steps.findIndex((step) => step.code === current)
  return (
    <nav className="journey-progress" aria-label="Your progress">
      {at >= 0 ? (
        <p className="journey-progress__count">
          Step {at + 1} of {steps.length}
        </p>
      ) : null}
      <ol className="journey-progress__steps">
        {steps.map((step, index) => (
          <li
            key={step.code}
            aria-current={index === at ? 'step' : undefined}
            data-state={index < at ? 'done' : index === at ? 'current' : 'todo'}
          >
            <span className="journey-progress__name">{step.description}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
