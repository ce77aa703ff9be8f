import { ERROR_POPUP_TITLE } from '@insure/domain/messages'
import { Fragment } from 'react'
import { composeErrorMessage } from '../../lib/error-message.ts'
import { Modal } from '../../ui/modal.tsx'

/**
 * The error popup's dialog (shell spec §8): titled Error, the message composed of the error and its
 * time, with its newlines as line breaks.
 */
export function ErrorDialog({ error, at, onClose }: { error: unknown; at: Date; onClose: () => void }) {
  const message = composeErrorMessage(error, at)
  return (
    <Modal open title={ERROR_POPUP_TITLE} onClose={onClose}>
      <p>
        {message.split('\n').map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
    </Modal>
  )
}
