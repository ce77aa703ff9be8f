import { useEffect } from 'react'

/**
 * Keeps the company theme current (shell spec §7): GET /getCssVersion/{company}, then swap the theme
 * stylesheet to {company}.css?v={version}. A failure is ignored.
 */
export function useThemeVersion(company: string) {
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/getCssVersion/${company}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ version: string }>) : null))
      .then((answer) => {
        const link = document.getElementById('company-theme')
        if (!answer || !(link instanceof HTMLLinkElement)) return
        const href = `/${company}.css?v=${encodeURIComponent(answer.version)}`
        if (link.getAttribute('href') !== href) link.setAttribute('href', href)
      })
      .catch(() => {
        // Shell spec §8: a CSS version failure is ignored.
      })
    return () => controller.abort()
  }, [company])
}
