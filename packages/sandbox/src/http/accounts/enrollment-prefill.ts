import { Router } from 'express'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ENROLLMENT_PREFILL_TTL_DAYS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { seal, unseal } from '../../crypto/aes.ts'
import { clientKeys } from '../../crypto/client-keys.ts'
import { reservations } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { badRequest, handle, parseBody } from './respond.ts'

// A join link's data (spec 000 §7 userPrefilledData, decryptEnrollmentData): the guest of
// a stay booked without an account, sealed with a key of the platform's own, to prefill
// the join page (/enrollprefill?data=…) and take the stay into the new account. Only a
// guest's stay, for the surname on it; the data works for ENROLLMENT_PREFILL_TTL_DAYS.

const CLIENT_ID = 'enrollment-prefill'
const MakeSchema = z.object({ confirmationNumber: z.string().trim().min(1).max(20), surname: z.string().trim().min(1).max(80) })
const OpenSchema = z.object({ data: z.string().trim().min(1).max(4_000) })
const PayloadSchema = z.object({
	v: z.literal(1),
	confirmationNumber: z.string(),
	givenName: z.string(),
	surname: z.string(),
	email: z.string(),
	countryCode: z.string().nullable(),
	madeAt: z.string(),
})

export function enrollmentPrefillRouter({ db, now }: SandboxDeps): Router {
	const keys = clientKeys(db)
	const router = Router()

	router.post(
		REST_PATHS.userPrefilledData,
		handle(async (req, res) => {
			const body = parseBody(MakeSchema, req, res)
			if (!body) return
			const [stay] = await db
				.select()
				.from(reservations)
				.where(
					and(
						eq(reservations.confirmationNumber, body.confirmationNumber),
						isNull(reservations.customerId),
						sql`lower(${reservations.guestSurname}) = ${body.surname.toLowerCase()}`,
					),
				)
			if (!stay) return res.status(404).json({ code: 'NOT_FOUND', message: 'No stay booked by a guest with that number and surname' })
			const payload: z.infer<typeof PayloadSchema> = {
				v: 1,
				confirmationNumber: stay.confirmationNumber,
				givenName: stay.guestGivenName,
				surname: stay.guestSurname,
				email: stay.guestEmail,
				countryCode: stay.guestAddress?.countryCode ?? null,
				madeAt: now().toISOString(),
			}
			res.json({ status: 'success', data: seal(await keys.findOrCreate(CLIENT_ID), JSON.stringify(payload)) })
		}),
	)

	router.post(
		REST_PATHS.decryptEnrollmentData,
		handle(async (req, res) => {
			const body = parseBody(OpenSchema, req, res)
			if (!body) return
			const key = await keys.find(CLIENT_ID)
			const plain = key ? unseal(key, body.data) : null
			const payload = plain === null ? null : PayloadSchema.safeParse(parseJson(plain))
			if (!payload?.success) return badRequest(res, 'data: changed, or not a join link')
			const ageDays = (now().getTime() - Date.parse(payload.data.madeAt)) / 86_400_000
			if (!(ageDays <= ENROLLMENT_PREFILL_TTL_DAYS)) return badRequest(res, 'data: too old')
			const { v: _version, madeAt: _madeAt, ...prefill } = payload.data
			res.json({ status: 'success', prefill })
		}),
	)

	return router
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		return null
	}
}
