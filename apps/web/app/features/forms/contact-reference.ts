/**
 * The contact reference of tracking (shell spec §7: "contactReferenceId (hash of the mobile
 * number)"): SHA-256, in hex, of the number's E.164 form, so that every spelling of one number gives
 * one reference. The normal form's library is loaded here, once a call-back has been sent, rather
 * than with the form.
 */
export async function contactReferenceId(mobileNumber: string): Promise<string> {
  const { toE164PhoneNumber } = await import('@insure/domain/phone/e164')
  const normal = new TextEncoder().encode(toE164PhoneNumber(mobileNumber))
  const digest = await crypto.subtle.digest('SHA-256', normal)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
