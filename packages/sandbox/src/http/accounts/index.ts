import { Router } from 'express'
import { loadSignInKeyPair, type SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import type { SandboxDeps } from '../../deps.ts'
import { accountAuthRouter } from './account.ts'
import { activationRouter } from './activation.ts'
import { customerDataRouter } from './customer-data.ts'
import { dataLayerRouter } from './data-layer.ts'
import { encryptionRouter } from './encryption.ts'
import { enrollRouter } from './enroll.ts'
import { enrollmentPrefillRouter } from './enrollment-prefill.ts'
import { loggerRouter } from './logger.ts'
import { passwordResetRouter } from './password-reset.ts'
import { secondFactorRouter } from './second-factor.ts'
import { sessionRouter } from './session.ts'
import { signInSubjectRouter } from './sign-in-subject.ts'
import { sessionStore } from './session-store.ts'

// The account services: encryption key, login, user details, remembered user, forgot
// password, online-account activation, joining (enroll); the session service; the encryption service;
// data layer; logger; the hotel header's customer data.
export function accountRouter(deps: SandboxDeps): Router {
	const sessions = sessionStore(deps)
	const signInKeyPair = keptOnceLoaded(() => loadSignInKeyPair(deps.db))
	const router = Router()
	router.use(sessionRouter(sessions))
	router.use(accountAuthRouter({ ...deps, sessions, signInKeyPair }))
	router.use(signInSubjectRouter(deps))
	router.use(passwordResetRouter({ ...deps, signInKeyPair }))
	router.use(secondFactorRouter({ ...deps, sessions }))
	router.use(activationRouter({ ...deps, signInKeyPair }))
	router.use(enrollRouter({ ...deps, signInKeyPair }))
	router.use(encryptionRouter(deps))
	router.use(enrollmentPrefillRouter(deps))
	router.use(dataLayerRouter({ ...deps, sessions }))
	router.use(loggerRouter(deps))
	router.use(customerDataRouter(deps))
	return router
}

/**
 * The key pair is made (or read) when first asked for, not while the sandbox starts: it
 * takes a moment of CPU that most test sandboxes never need. A failed load is retried.
 */
function keptOnceLoaded(load: () => Promise<SignInKeyPair>): () => Promise<SignInKeyPair> {
	let loading: Promise<SignInKeyPair> | null = null
	return () => {
		loading ??= load().catch((error: unknown) => {
			loading = null
			throw error
		})
		return loading
	}
}
