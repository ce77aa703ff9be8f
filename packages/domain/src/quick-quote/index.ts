// The quick-quote journey as data (./journey.ts) and the checking of its answers (./answers.ts), both
// zod-free; the schemas of its calls (./schema.ts).
export * from './journey.ts'
export * from './answers.ts'
export * from './schema.ts'
export * from './decline.ts'
export * from './cover-ranges.ts'
