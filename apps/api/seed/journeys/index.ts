// The seeded quick-quote journeys: each product's questions and pages.
export * from './questions.ts'
export * from './pages.ts'
export * from './full-quote.ts'
