// Rules and lists (no zod) and the schemas of the content backend; see each file.
export * from './rules.ts'
export * from './schema.ts'
