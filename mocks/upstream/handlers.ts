import { accountHandlers } from './handlers/account.ts'
import { graphqlHandlers } from './handlers/graphql.ts'
import { serviceHandlers } from './handlers/services.ts'
import { sessionHandlers } from './handlers/session.ts'

/** The whole upstream contract (docs/upstream-contract.md) as msw handlers. */
export const upstreamHandlers = [...graphqlHandlers, ...sessionHandlers, ...accountHandlers, ...serviceHandlers]
