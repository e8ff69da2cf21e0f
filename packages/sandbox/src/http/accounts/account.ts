import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken, revokeToken } from '../../auth/tokens.ts'
import type { SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import type { SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { login, randomData } from './login.ts'
import { findCustomer, memberProfile } from './members.ts'
import { handle, parseBody, safeReturnPath } from './respond.ts'
import { sessionExpired } from './session.ts'
import { sessionTokenOf, type SessionStore } from './session-store.ts'

// Ours, not the spec's: signing out keeps the remembered member (docs/upstream-contract.md).
export const LOGOUT_PATH = '/mi/phoenix-account-auth/v1/logout'

/** A path under /v1/ or /v2/, as both versions. */
const versionsOf = (path: string) => ['v1', 'v2'].map((version) => path.replace(/\/v[12]\//, `/${version}/`))

const ClearRememberedQuerySchema = z.object({ returnTo: z.string().max(2048).optional() })

type AccountDeps = SandboxDeps & { sessions: SessionStore; signInKeyPair: () => Promise<SignInKeyPair> }

// The account services: sign-in key, login, user details, remembered user, sign-out (password reset: password-reset.ts).
export function accountAuthRouter(deps: AccountDeps): Router {
	const { db, now, sessions, signInKeyPair } = deps
	const router = Router()

	/** The member behind a live token of the session, or null. */
	const tokenOwner = (value: unknown, kind: 'access' | 'remember-me') =>
		typeof value === 'string' ? customerIdForToken(db, value, kind, now()) : Promise.resolve(null)
	const rememberedId = (data: SessionData) => (data.rememberedUser === true ? tokenOwner(data.rememberToken, 'remember-me') : Promise.resolve(null))
	const signedInId = (data: SessionData) => (data.authenticated === true ? tokenOwner(data.accessToken, 'access') : Promise.resolve(null))

	router.get(
		REST_PATHS.encryptionKey,
		handle(async (_req, res) => {
			res.json({ rsaPublicKey: (await signInKeyPair()).publicKeyPem })
		}),
	)

	// Spec 000 §7 names v1 and v2 of the sign-in paths; this sandbox answers both versions alike.
	router.post(versionsOf(REST_PATHS.loginWithCredentials), handle(login(deps, { link: false })))
	router.post(versionsOf(REST_PATHS.loginWithCredentialsAndLink), handle(login(deps, { link: true })))
	router.get([REST_PATHS.randomData, REST_PATHS.randomDataDtt], handle(randomData(deps)))

	router.get(
		REST_PATHS.userDetails,
		handle(async (req, res) => {
			const token = sessionTokenOf(req)
			const session = token ? await sessions.read(token) : null
			if (!session) return sessionExpired(res)
			const [signedIn, remembered] = await Promise.all([signedInId(session.data), rememberedId(session.data)])
			const customerId = signedIn ?? remembered
			const customer = customerId ? await findCustomer(db, customerId) : null
			res.json({
				status: 'success',
				rememberedUser: remembered !== null,
				userProfileData: customer ? memberProfile(customer) : null,
				headerSubtext: { consumerName: customer?.givenName ?? '' },
			})
		}),
	)

	router.get(
		REST_PATHS.clearRememberedUser,
		handle(async (req, res) => {
			const query = ClearRememberedQuerySchema.safeParse(req.query)
			const returnTo = safeReturnPath(query.success ? query.data.returnTo : undefined)
			const token = sessionTokenOf(req)
			const session = token ? await sessions.read(token) : null
			if (!token || !session) return sessionExpired(res)
			if (typeof session.data.rememberToken === 'string') await revokeToken(db, session.data.rememberToken)
			const stillSignedIn = (await signedInId(session.data)) !== null
			await sessions.update(token, {
				rememberedUser: null,
				rememberToken: null,
				userIdToken: null,
				...(stillSignedIn ? {} : { consumerID: null, memberName: null }),
			})
			res.json({ status: 'success', returnTo })
		}),
	)

	router.post(
		LOGOUT_PATH,
		handle(async (req, res) => {
			const token = sessionTokenOf(req)
			const session = token ? await sessions.read(token) : null
			if (!token || !session) return sessionExpired(res)
			if (typeof session.data.accessToken === 'string') await revokeToken(db, session.data.accessToken)
			const stillRemembered = (await rememberedId(session.data)) !== null
			await sessions.update(token, {
				authenticated: null,
				accessToken: null,
				...(stillRemembered ? {} : { consumerID: null, memberName: null }),
			})
			res.json({ status: 'success' })
		}),
	)

	return router
}
