export * from './company.ts'
export * from './session.ts'
export * from './seed.ts'
export * from './rate-limit.ts'
