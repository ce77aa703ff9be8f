// The company configuration entity (./schema.ts) and its rules (./rules.ts, no zod).
export * from './rules.ts'
export * from './schema.ts'
