import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { ACTIVATION_ERRORS, ACTIVATION_TTL_SECONDS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { hashPassword } from '../../crypto/password.ts'
import { openNewPassword } from '../../crypto/new-password.ts'
import type { SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import { credentials, customers, onlineAccountActivations, outbox } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { handle, parseBody, refuseNewPassword } from './respond.ts'

// Activating an online account: a member without a login (enrolled at a hotel, say) gives
// the member number and surname, and then a password; the login is the e-mail on file.
// A wrong surname answers as an unknown number does. Each activation works once, within
// ACTIVATION_TTL_SECONDS.

const StartSchema = z.object({ memberNumber: z.string().trim().min(1).max(20), surname: z.string().trim().min(1).max(80) })
const SubmitSchema = z.object({
	activationId: z.string().trim().min(1).max(100),
	password: z.string().min(1).max(2048),
	passwordEncrypted: z.boolean().optional(),
})

type ActivationDeps = SandboxDeps & { signInKeyPair: () => Promise<SignInKeyPair> }

/** The address by its first letter and domain: `a•••@example.com`. */
export function emailHint(email: string): string {
	const at = email.lastIndexOf('@')
	return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`
}

export function activationRouter({ db, now, signInKeyPair }: ActivationDeps): Router {
	const router = Router()

	router.post(
		REST_PATHS.createOnlineAccount,
		handle(async (req, res) => {
			const body = parseBody(StartSchema, req, res)
			if (!body) return
			const [customer] = await db.select().from(customers).where(eq(customers.memberNumber, body.memberNumber))
			if (!customer || customer.surname.toLocaleLowerCase() !== body.surname.toLocaleLowerCase()) {
				return res.status(400).json({ code: ACTIVATION_ERRORS.notFound })
			}
			const [login] = await db.select({ id: credentials.customerId }).from(credentials).where(eq(credentials.customerId, customer.id))
			if (login) return res.status(409).json({ code: ACTIVATION_ERRORS.active })
			const at = now()
			const activationId = randomUUID()
			await db.insert(onlineAccountActivations).values({
				id: activationId,
				customerId: customer.id,
				createdAt: at,
				expiresAt: new Date(at.getTime() + ACTIVATION_TTL_SECONDS * 1000),
			})
			res.json({ status: 'success', activationId, emailHint: emailHint(customer.email) })
		}),
	)

	router.post(
		REST_PATHS.submitCreateOnlineAccount,
		handle(async (req, res) => {
			const body = parseBody(SubmitSchema, req, res)
			if (!body) return
			const opened = await openNewPassword(body.password, body.passwordEncrypted !== false, signInKeyPair)
			if (!opened.ok) return refuseNewPassword(res, opened.problem)

			const at = now()
			const passwordHash = await hashPassword(opened.password)
			const outcome = await db.transaction(async (tx) => {
				// Used once: of two submits of the same activation, one counts.
				const [claimed] = await tx
					.update(onlineAccountActivations)
					.set({ usedAt: at })
					.where(and(eq(onlineAccountActivations.id, body.activationId), isNull(onlineAccountActivations.usedAt), gt(onlineAccountActivations.expiresAt, at)))
					.returning({ customerId: onlineAccountActivations.customerId })
				if (!claimed) return 'expired' as const
				// Activated meanwhile (another activation, or a login made otherwise): the password stays.
				const [created] = await tx
					.insert(credentials)
					.values({ customerId: claimed.customerId, passwordHash, updatedAt: at })
					.onConflictDoNothing()
					.returning({ customerId: credentials.customerId })
				if (!created) return 'active' as const
				const [customer] = await tx.select().from(customers).where(eq(customers.id, claimed.customerId))
				if (!customer) return 'expired' as const
				await tx.insert(outbox).values({
					channel: 'email',
					recipient: customer.email,
					subject: 'Your Meridian online account is ready',
					body: [`Dear ${customer.givenName},`, `Sign in with ${customer.email} or member number ${customer.memberNumber} and your new password.`].join('\n'),
				})
				return customer
			})
			if (outcome === 'expired') return res.status(400).json({ code: ACTIVATION_ERRORS.expired })
			if (outcome === 'active') return res.status(409).json({ code: ACTIVATION_ERRORS.active })
			res.json({ status: 'success', memberNumber: outcome.memberNumber, email: outcome.email })
		}),
	)

	return router
}
