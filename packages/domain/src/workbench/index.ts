// Workbench token rules (./rules.ts, zod-free) and the schemas of its calls (./schema.ts).
export * from './rules.ts'
export * from './schema.ts'
