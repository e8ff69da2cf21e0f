import { Router } from 'express'
import type { SandboxDeps } from '../../deps.ts'

// The account services: encryption key, login, user details, remembered user, forgot
// password; the session service; the encryption service; data layer; logger.
export function accountRouter(_deps: SandboxDeps): Router {
	return Router()
}
