import { Router, type Response } from 'express'
import { ENROLLMENT_ERRORS, INVALID_PARTNER_NUMBER, REST_PATHS, RESERVATION_NOT_LINKED } from '@meridian/upstream-contract/contract.ts'
import { EnrollRequestSchema, EnrollWithStayRequestSchema, type EnrollRequest } from '@meridian/upstream-contract/account.ts'
import type { SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import type { SandboxDeps } from '../../deps.ts'
import { joinMember, type JoinRefusal } from './join-member.ts'
import { handle, parseBody, refuseNewPassword } from './respond.ts'

// Joining Meridian Rewards through the account service (spec 000 §7 enroll v1, v2; the
// bodies are ours, in docs/upstream-contract.md): v1 makes the member, v2 also takes a
// join link's stay into the new account, warning RESERVATION_NOT_LINKED when it cannot.
// The rules and refusals are joinNow's (join-member.ts); the password arrives sealed as
// for sign-in unless `passwordEncrypted: false`.

type EnrollDeps = SandboxDeps & { signInKeyPair: () => Promise<SignInKeyPair> }

/** The HTTP status of each refusal; BAD_REQUEST (with its field) is 400. */
const REFUSAL_STATUS: Record<string, number> = {
	[ENROLLMENT_ERRORS.duplicateEmail]: 409,
	[ENROLLMENT_ERRORS.duplicatePhone]: 409,
	[ENROLLMENT_ERRORS.duplicateEmailAndPhone]: 409,
	[ENROLLMENT_ERRORS.unprocessable]: 422,
	[INVALID_PARTNER_NUMBER]: 422,
}

function refuse(res: Response, refusal: JoinRefusal) {
	if (refusal.passwordProblem) return refuseNewPassword(res, refusal.passwordProblem)
	res.status(REFUSAL_STATUS[refusal.code] ?? 400).json({ code: refusal.code, field: refusal.field, message: refusal.message })
}

export function enrollRouter({ db, now, signInKeyPair }: EnrollDeps): Router {
	const router = Router()

	const enroll = async (res: Response, body: EnrollRequest & { confirmationNumber?: string }) => {
		const { passwordEncrypted, ...request } = body
		const joined = await joinMember({ db, now: now(), signInKeyPair }, { ...request, passwordSealed: passwordEncrypted !== false })
		if (!joined.ok) return refuse(res, joined)
		const warnings = joined.reservationLinked
			? []
			: [{ code: RESERVATION_NOT_LINKED, field: 'confirmationNumber', message: 'The stay did not join the new account' }]
		res.status(201).json({ status: 'success', customerId: joined.customerId, memberNumber: joined.memberNumber, warnings })
	}

	router.post(
		REST_PATHS.enroll,
		handle(async (req, res) => {
			const body = parseBody(EnrollRequestSchema, req, res)
			if (body) await enroll(res, body)
		}),
	)

	router.post(
		REST_PATHS.enrollV2,
		handle(async (req, res) => {
			const body = parseBody(EnrollWithStayRequestSchema, req, res)
			if (body) await enroll(res, body)
		}),
	)

	return router
}
