import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * The modal dialog of forms spec §2: a title, the message (markup: paragraphs, line breaks, links),
 * an optional close X and an Ok button. A native <dialog> opened with showModal(), so focus stays in
 * it and Escape closes it; every way of closing it calls `onClose`.
 */
export function Modal({
  open,
  title,
  children,
  onClose,
  closeButton = false,
  okText = 'OK',
}: {
  open: boolean
  title: ReactNode
  /** The message. */
  children: ReactNode
  onClose: () => void
  /** The close X in the corner, beside the Ok button. */
  closeButton?: boolean
  okText?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    else if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog ref={dialog} className="popup" aria-labelledby={titleId} onClose={onClose}>
      {closeButton ? (
        <button type="button" className="popup__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      ) : null}
      <h2 id={titleId}>{title}</h2>
      {children}
      <form method="dialog">
        <button type="submit" className="button">
          {okText}
        </button>
      </form>
    </dialog>
  )
}
