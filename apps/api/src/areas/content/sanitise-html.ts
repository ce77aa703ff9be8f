import sanitizeHtml from 'sanitize-html'

/**
 * Content HTML is sanitised on the server before any page renders it (shell issue): only text markup,
 * links, tables and images survive; scripts, event handlers, styles, frames and `javascript:` links do
 * not. Images keep their address, size and text; the site loads them lazily (shell spec §3, §9), and
 * the content security policy lets them come from the site itself only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'details',
    'summary',
    'dl',
    'dt',
    'dd',
    'hr',
    'abbr',
    'span',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    h2: ['id'],
    h3: ['id'],
    th: ['scope'],
    abbr: ['title'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
