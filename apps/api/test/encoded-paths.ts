/**
 * Other spellings of a path, as an outside tester sends them with `curl --path-as-is`: each must be
 * answered as the path itself, or not be routed at all (issue 17). The first segment (`/wyzeapi`,
 * `/global`, `/api`, `/health`, …) is the one the guards decide by.
 */
export function encodedSpellings(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('/')
  const tail = rest.length ? `/${rest.join('/')}` : ''
  const escape = (text: string, hex: (code: string) => string) =>
    [...text].map((character) => `%${hex(character.charCodeAt(0).toString(16))}`).join('')
  const spellings = [
    // A percent-encoded first letter, and every letter encoded, with lower- and upper-case escapes.
    `/${escape(first.slice(0, 1), (hex) => hex)}${first.slice(1)}${tail}`,
    `/${escape(first, (hex) => hex.toLowerCase())}${tail}`,
    `/${escape(first, (hex) => hex.toUpperCase())}${tail}`,
    // Double slashes, before the prefix and after it.
    `//${first}${tail}`,
    `/${first}/${tail}`,
    // Dot segments, plain and encoded.
    `/./${first}${tail}`,
    `/elsewhere/../${first}${tail}`,
    `/%2e/${first}${tail}`,
    `/elsewhere/%2E%2E/${first}${tail}`,
    // Mixed: an encoded letter and a doubled slash.
    `/${escape(first.slice(0, 1), (hex) => hex.toUpperCase())}${first.slice(1)}/${tail}`,
  ]
  if (rest.length) {
    // An encoded slash between the prefix and the rest.
    spellings.push(`/${first}%2F${rest.join('/')}`, `/${first}%2f${rest.join('/')}`)
    spellings.push(`/${first}/./${rest.join('/')}`)
  }
  return [...new Set(spellings)].filter((spelling) => spelling !== path)
}
