// The company configuration entity (./schema.ts), its rules (./rules.ts, no zod) and its insurers.
export * from './insurer.ts'
export * from './rules.ts'
export * from './schema.ts'
