/**
 * The campaign id (shell spec §4): `ucid` from the page's query string, else from the referrer's.
 * The browser's session records it, and so does the session the page server makes for a form sent
 * without script.
 */
export function campaignIdOf(url: string, referrer: string): string | null {
  for (const candidate of [url, referrer]) {
    try {
      const ucid = new URL(candidate).searchParams.get('ucid')
      if (ucid) return ucid
    } catch {
      // an empty or relative referrer has no campaign
    }
  }
  return null
}
