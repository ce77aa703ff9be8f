// Session rules and limits (./rules.ts, no zod) and the session/create and update schemas (./schema.ts).
export * from './rules.ts'
export * from './schema.ts'
