import { GENERIC_ERROR_MESSAGE } from '@insure/domain/messages'

type ErrorLike = {
  msg?: unknown
  message?: unknown
  code?: unknown
  status?: unknown
  statusText?: unknown
  url?: unknown
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/**
 * The global error handler's message (shell spec §8): the error's msg or message, code, status,
 * status text and URL, prefixed by the time; "Something went wrong, please retry." when it has none.
 * Lines are separated by newlines (the popup shows them as line breaks).
 */
export function composeErrorMessage(error: unknown, now: Date): string {
  const source: ErrorLike =
    typeof error === 'object' && error !== null ? (error as ErrorLike) : { message: error }
  const lines = [
    text(source.msg) || text(source.message),
    text(source.code) && `Code: ${text(source.code)}`,
    (text(source.status) || text(source.statusText)) &&
      `Status: ${[text(source.status), text(source.statusText)].filter(Boolean).join(' ')}`,
    text(source.url) && `URL: ${text(source.url)}`,
  ].filter(Boolean)
  if (lines.length === 0) return GENERIC_ERROR_MESSAGE
  const time = now.toLocaleTimeString('en-ZA', { hour12: false })
  return `${time}: ${lines.join('\n')}`
}
