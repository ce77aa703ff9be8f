// The full quote: the journey as data and its pure transitions (./journey.ts, no zod) and the
// schemas of its calls (./schema.ts).
export * from './carry-forward.ts'
export * from './contract.ts'
export * from './identity.ts'
export * from './selling.ts'
export * from './journey.ts'
export * from './schema.ts'
export * from './pages/index.ts'
export * from './options.ts'
export * from './price-query.ts'
