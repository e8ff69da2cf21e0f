export * from './customers.ts'
export * from './accounts.ts'
export * from './catalogue.ts'
