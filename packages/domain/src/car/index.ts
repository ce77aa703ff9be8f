export * from './leads.ts'
export * from './lists.ts'
export * from './registration.ts'
export * from './cover-letter.ts'
