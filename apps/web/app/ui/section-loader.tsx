import { PROCESSING_REQUEST_MESSAGE } from '@insure/domain/messages'

/** The section loader of forms spec §2: "Processing Request" while a part of the page loads. */
export function SectionLoader() {
  return (
    <div className="section-loader" role="status">
      <span className="button__spinner" aria-hidden="true" />
      {PROCESSING_REQUEST_MESSAGE}
    </div>
  )
}
