import { createHmac, randomBytes } from 'node:crypto'
import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDeps } from '../../deps.ts'
import { findSignInAccount } from './members.ts'
import { handle, parseBody } from './respond.ts'
import { unknownSubject } from './sign-in-attempts.ts'

// `POST signInSubject` (ours, docs/decisions/019-limit-keys.md): the key the app counts a
// sign-in's failures under, before it asks to sign in. An account's e-mail in any case,
// its member number and its mobile number in any spelling name one subject, as they do
// for the platform's own lockout; an identifier of no account gets a subject of its own
// of the same shape, so the answer tells nobody whether an account exists. The subjects
// are keyed with a secret of this process: they mean nothing outside it.

// A remembered member signs in with the password alone: the app names them by their id.
const SubjectRequestSchema = z.union([z.object({ userId: z.string().trim().min(1).max(254) }), z.object({ customerId: z.string().min(1).max(100) })])

export function signInSubjectRouter({ db }: SandboxDeps): Router {
	const secret = randomBytes(32)
	const subjectOf = (name: string) => createHmac('sha256', secret).update(name).digest('base64url')
	const router = Router()
	router.post(
		REST_PATHS.signInSubject,
		handle(async (req, res) => {
			const body = parseBody(SubjectRequestSchema, req, res)
			if (!body) return
			const account = await findSignInAccount(db, body)
			const unknown = 'userId' in body ? unknownSubject(body.userId) : `unknown-customer:${body.customerId}`
			res.json({ subject: subjectOf(account ? `customer:${account.customer.id}` : unknown) })
		}),
	)
	return router
}
