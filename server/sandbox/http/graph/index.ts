import { Router } from 'express'
import type { SandboxDeps } from '../../deps.ts'

// The data graph (GraphQL with persisted operations) and the content-tagged search.
export function graphRouter(_deps: SandboxDeps): Router {
	return Router()
}
