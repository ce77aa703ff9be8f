// The company configuration entity (./schema.ts), its rules (./rules.ts and ./contact.ts, no zod) and
// its insurers.
export * from './contact.ts'
export * from './insurer.ts'
export * from './rules.ts'
export * from './schema.ts'
