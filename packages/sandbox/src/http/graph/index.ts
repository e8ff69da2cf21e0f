import { Router } from 'express'
import { GRAPHQL_PATH_PREFIX, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDeps } from '../../deps.ts'
import { contentSearchEndpoint } from './content-search.ts'
import { graphEndpoint } from './endpoint.ts'
import { graphSchema } from './schema.ts'

// The data graph (GraphQL with persisted operations) and the content-tagged search.
export function graphRouter(deps: SandboxDeps): Router {
	const router = Router()
	router.post(`${GRAPHQL_PATH_PREFIX}:operationName`, graphEndpoint(deps, graphSchema()))
	router.post(REST_PATHS.contentTaggedSearch, contentSearchEndpoint(deps))
	return router
}
