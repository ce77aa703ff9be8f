import type { ProgressStep } from './page-data.ts'

/** The progress indicator: the quote's shown pages in order, the current one marked. */
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
            {step.description}
          </li>
        ))}
      </ol>
    </nav>
  )
}
