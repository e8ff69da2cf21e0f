import customers from './0001_customers.ts'
import accessTokens from './0002_access_tokens.ts'
import { ACCOUNT_MIGRATIONS } from './accounts/index.ts'
import { CATALOGUE_MIGRATIONS } from './catalogue/index.ts'
import { CONTENT_MIGRATIONS } from './content/index.ts'
import { PAYMENT_MIGRATIONS } from './payments/index.ts'

// Every migration, in the order it runs. An id never changes once released; new ones
// go at the end of their group.
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
	{ id: '0001_customers', sql: customers },
	{ id: '0002_access_tokens', sql: accessTokens },
	...ACCOUNT_MIGRATIONS,
	...CATALOGUE_MIGRATIONS,
	...CONTENT_MIGRATIONS,
	...PAYMENT_MIGRATIONS,
]
