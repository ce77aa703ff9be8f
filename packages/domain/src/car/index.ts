export * from './leads.ts'
export * from './lists.ts'
export * from './registration.ts'
