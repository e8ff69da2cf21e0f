import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto'
import { HEADERS, LOGIN_ERROR_CODES, REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { LoginPayload } from '@meridian/upstream-contract/account.ts'
import { LOGIN_EVENT_DETAILS, loginSuccess, userDetails } from '../fixtures/account.ts'
import { GOLD_MEMBER_ACCESS_TOKEN, GOLD_MEMBER_PASSWORD, GOLD_MEMBER_REMEMBER_TOKEN, goldMember } from '../fixtures/customer.ts'
import { mockState } from '../state.ts'
import { json, route } from './respond.ts'
import { mergeSession, sessionExpired, sessionIdOf } from './session.ts'

// The account services. The sign-in key pair is made on first use, so no key material
// sits in the repository.

let keyPair: { publicKey: KeyObject; privateKey: KeyObject } | undefined
function signInKeys() {
	keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
	return keyPair
}

/** The PEM public key the mock's sign-in accepts ciphertext for. */
export function mockSignInPublicKey(): string {
	return signInKeys().publicKey.export({ type: 'spki', format: 'pem' }).toString()
}

function passwordOf(body: LoginPayload & { passwordEncrypted?: boolean }): string | null {
	if (body.passwordEncrypted === false) return body.password
	try {
		const ciphertext = Buffer.from(body.password, 'base64')
		const plain = privateDecrypt({ key: signInKeys().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext)
		return plain.toString('utf8')
	} catch {
		return null
	}
}

function isLoginPayload(body: unknown): body is LoginPayload & { passwordEncrypted?: boolean } {
	const candidate = body as Partial<LoginPayload> | undefined
	return typeof candidate?.userId === 'string' && typeof candidate.password === 'string' && typeof candidate.rememberMe === 'boolean'
}

const badRequest = () => json({ code: UPSTREAM_ERROR_CODES.badRequest }, 400)

export const accountHandlers = [
	route('get', REST_PATHS.encryptionKey, 'rest', () => json({ rsaPublicKey: mockSignInPublicKey() })),

	route('post', REST_PATHS.login, 'login', ({ request, body }) => {
		if (!isLoginPayload(body)) return badRequest()
		const password = passwordOf(body)
		if (password === null) return badRequest()
		const sessionId = request.headers.get(HEADERS.sessionToken) ?? ''
		const session = mockState.sessions.get(sessionId)
		const userId = body.userId || (session?.rememberedUser ? goldMember.profile.email : '')
		const knownUser = [goldMember.profile.email, goldMember.loyaltyInformation.memberNumber].includes(userId.toLowerCase())
		if (!knownUser || password !== GOLD_MEMBER_PASSWORD) {
			const code = LOGIN_ERROR_CODES.invalid
			return json({ message: code, code, isRedirect: false, phoenixErrorMessages: { errorMessages: [code] } }, 401)
		}
		if (session) {
			const signedIn = {
				authenticated: true,
				consumerID: goldMember.id,
				accessToken: GOLD_MEMBER_ACCESS_TOKEN,
				memberName: goldMember.profile.givenName,
				...(body.rememberMe ? { rememberedUser: true, rememberToken: GOLD_MEMBER_REMEMBER_TOKEN } : {}),
			}
			mockState.sessions.set(sessionId, mergeSession(session, signedIn))
		}
		return json(loginSuccess(body.returnUrl), 200, { [HEADERS.loginEventDetails]: LOGIN_EVENT_DETAILS })
	}),

	route('get', REST_PATHS.userDetails, 'rest', ({ request }) => {
		const session = mockState.sessions.get(sessionIdOf(request) ?? '')
		if (!session) return sessionExpired()
		const member = Boolean(session.authenticated || session.rememberedUser)
		return json(userDetails(member, session.rememberedUser ?? false))
	}),

	route('get', REST_PATHS.clearRememberedUser, 'rest', ({ request, url }) => {
		const id = sessionIdOf(request) ?? ''
		const session = mockState.sessions.get(id)
		if (!session) return sessionExpired()
		const forget = session.authenticated
			? { rememberedUser: null, rememberToken: null }
			: { rememberedUser: null, rememberToken: null, consumerID: null, memberName: null }
		mockState.sessions.set(id, mergeSession(session, forget))
		return json({ status: 'success', returnTo: url.searchParams.get('returnTo') ?? '/' })
	}),

	route('post', REST_PATHS.logout, 'rest', ({ request }) => {
		const id = sessionIdOf(request) ?? request.headers.get(HEADERS.sessionToken) ?? ''
		const session = mockState.sessions.get(id)
		if (!session) return sessionExpired()
		const signedIn = { authenticated: null, accessToken: null, mfaOption: null }
		const forget = session.rememberedUser ? signedIn : { ...signedIn, consumerID: null, memberName: null }
		mockState.sessions.set(id, mergeSession(session, forget))
		return json({ status: 'success' })
	}),

	route('post', REST_PATHS.forgotPassword, 'rest', ({ body }) => {
		const email = (body as { email?: unknown } | undefined)?.email
		return typeof email === 'string' ? json({ status: 'success' }) : badRequest()
	}),
]
