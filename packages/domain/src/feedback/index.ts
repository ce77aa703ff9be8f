// Customer feedback: rules (./rules.ts, no zod) and the configuration's schema (./schema.ts).
export * from './rules.ts'
export * from './schema.ts'
