// Enumerations, catalogues and their rules (./lists.ts, no zod: the browser imports these) and
// their zod schemas (./schema.ts).
export * from './lists.ts'
export * from './schema.ts'
