import sanitizeHtml from 'sanitize-html'

/**
 * Content HTML is sanitised on the server before any page renders it (shell issue): only text markup,
 * links and tables survive; scripts, event handlers, styles, frames and `javascript:` links do not.
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
  ],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], h3: ['id'], th: ['scope'], abbr: ['title'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
