/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context), else
 * the older copy command on a hidden text area. Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // refused (no permission, not focused): try the fallback
  }
  return copyWithTextArea(text)
}

function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.top = '-100vh'
  area.style.opacity = '0'
  const active = document.activeElement as HTMLElement | null
  document.body.append(area)
  area.select()
  let copied = false
  try {
    // Deprecated, but the only way without the Clipboard API (plain http in a test environment).
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  active?.focus()
  return copied
}
