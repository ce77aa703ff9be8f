import { readFileSync } from 'node:fs'

/**
 * South African suburbs and towns from seed/data/za-suburbs.csv, shipped as it is (see
 * seed/data/README.md for its sources and the attribution it needs). Read from disk, not bundled:
 * `../seed/data/` resolves from this file (seed/) and from the bundled server (dist/) alike.
 */
export const SUBURBS_CSV_URL = new URL('../seed/data/za-suburbs.csv', import.meta.url)

export type SuburbSeed = {
  id: number
  suburb: string
  town: string
  province: string
  boxCode: string | null
  streetCode: string | null
  latitude: number | null
  longitude: number | null
}

const EXPECTED_HEADER = 'suburb,town,province,box_code,street_code,latitude,longitude'

/** Parses the CSV (no quoted fields in it: a field with a comma or quote is refused, not guessed). */
export function parseSuburbsCsv(csv: string): SuburbSeed[] {
  const lines = csv.split(/\r?\n/)
  if (lines[0]?.trim() !== EXPECTED_HEADER) throw new Error(`za-suburbs.csv: unexpected header ${lines[0]}`)
  const rows: SuburbSeed[] = []
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!
    if (line.trim() === '') continue
    if (line.includes('"'))
      throw new Error(`za-suburbs.csv line ${index + 1}: quoted fields are not supported`)
    const fields = line.split(',')
    if (fields.length !== 7) throw new Error(`za-suburbs.csv line ${index + 1}: expected 7 fields`)
    const [suburb, town, province, boxCode, streetCode, latitude, longitude] = fields.map((field) =>
      field.trim(),
    ) as [string, string, string, string, string, string, string]
    rows.push({
      id: rows.length + 1,
      suburb,
      town,
      province,
      boxCode: boxCode || null,
      streetCode: streetCode || null,
      latitude: latitude === '' ? null : Number(latitude),
      longitude: longitude === '' ? null : Number(longitude),
    })
  }
  return rows
}

let csvText: string | undefined
/** The CSV's text, read once per process (its hash versions the seed set). */
export function suburbsCsv(): string {
  csvText ??= readFileSync(SUBURBS_CSV_URL, 'utf8')
  return csvText
}
