/**
 * Pages the server answers itself, without React Router: a refusal must cost next to nothing (a
 * render is what the page limit protects), and it must say what happened in words, never a 500.
 * No script and no style: the page's content security policy holds without a nonce.
 */
function page(title: string, paragraphs: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en-ZA">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    `<body><main><h1>${title}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '<p><a href="/">Go to the home page</a></p></main></body>',
    '</html>',
  ].join('\n')
}

/** Over the page limit (429): how long to wait, as Retry-After says. */
export function tooManyRequestsPage(retryAfterSeconds: number): string {
  const wait = `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
  return page('Too many requests', [
    'This page was not loaded: too many pages were asked for from your network in the last minute.',
    `Please try again in ${wait}.`,
  ])
}

/** A method pages do not take (405); `Allow` names the ones they do. */
export function methodNotAllowedPage(method: string): string {
  // The method is one Node's parser accepted (letters only), so it is safe in the page.
  return page('Method not allowed', [
    `Pages on this site are opened with GET and forms are sent with POST; ${method.replace(/[^A-Z-]/gi, '')} is not allowed.`,
  ])
}
