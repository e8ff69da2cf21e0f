import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { seal, unseal } from '../../crypto/aes.ts'
import { clientKeys } from '../../crypto/client-keys.ts'
import type { SandboxDeps } from '../../deps.ts'
import { badRequest, handle, parseBody } from './respond.ts'

const ClientIdSchema = z.string().trim().min(1).max(100)
const EncryptSchema = z.object({ valueToEncrypt: z.string().max(10_000), client_id: ClientIdSchema })
const DecryptSchema = z.object({ encryptedValue: z.string().min(1).max(20_000), client_id: ClientIdSchema })

// The encryption service: AES-256-GCM with a key of each client_id's own.
export function encryptionRouter({ db }: SandboxDeps): Router {
	const keys = clientKeys(db)
	const router = Router()

	router.post(
		REST_PATHS.encrypt,
		handle(async (req, res) => {
			const body = parseBody(EncryptSchema, req, res)
			if (!body) return
			const key = await keys.findOrCreate(body.client_id)
			res.json({ encryptedValue: seal(key, body.valueToEncrypt) })
		}),
	)

	router.post(
		REST_PATHS.decrypt,
		handle(async (req, res) => {
			const body = parseBody(DecryptSchema, req, res)
			if (!body) return
			// A client that never encrypted has no key: nothing can be meant for it.
			const key = await keys.find(body.client_id)
			const decryptedValue = key ? unseal(key, body.encryptedValue) : null
			if (decryptedValue === null) return badRequest(res, 'encryptedValue: changed, or not made for this client_id')
			res.json({ decryptedValue })
		}),
	)

	return router
}
