import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { pageModelFor } from '../fixtures/page-model.ts'
import { dataLayer, taggedContent } from '../fixtures/services.ts'
import { mockState } from '../state.ts'
import { json, noContent, route } from './respond.ts'

// The encryption service, the data layer, the logger, the content-tagged search and the
// page model.

const keyOf = (clientId: string) => createHash('sha256').update(`mock-encryption:${clientId}`).digest()
const badRequest = () => json({ code: UPSTREAM_ERROR_CODES.badRequest }, 400)

function encrypt(value: string, clientId: string): string {
	const iv = randomBytes(12)
	const cipher = createCipheriv('aes-256-gcm', keyOf(clientId), iv)
	const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
	return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')
}

function decrypt(encrypted: string, clientId: string): string | null {
	try {
		const bytes = Buffer.from(encrypted, 'base64url')
		const decipher = createDecipheriv('aes-256-gcm', keyOf(clientId), bytes.subarray(0, 12))
		decipher.setAuthTag(bytes.subarray(12, 28))
		return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
	} catch {
		return null
	}
}

type Fields = Record<string, unknown> | undefined

export const serviceHandlers = [
	route('post', REST_PATHS.encrypt, 'rest', ({ body }) => {
		const { valueToEncrypt, client_id: clientId } = (body ?? {}) as NonNullable<Fields>
		if (typeof valueToEncrypt !== 'string' || typeof clientId !== 'string') return badRequest()
		return json({ encryptedValue: encrypt(valueToEncrypt, clientId) })
	}),
	route('post', REST_PATHS.decrypt, 'rest', ({ body }) => {
		const { encryptedValue, client_id: clientId } = (body ?? {}) as NonNullable<Fields>
		if (typeof encryptedValue !== 'string' || typeof clientId !== 'string') return badRequest()
		const decryptedValue = decrypt(encryptedValue, clientId)
		return decryptedValue === null ? badRequest() : json({ decryptedValue })
	}),
	route('post', REST_PATHS.dataLayer, 'rest', ({ body }) => {
		const { sessionToken, context } = (body ?? {}) as { sessionToken?: unknown; context?: { event?: unknown } }
		if (typeof sessionToken !== 'string' || !context) return badRequest()
		if (typeof context.event === 'string') mockState.events.push(context.event)
		return json(dataLayer)
	}),
	route('post', REST_PATHS.logger, 'rest', ({ body }) => {
		const message = (body as Fields)?.message
		if (typeof message !== 'string') return badRequest()
		mockState.logMessages.push(message)
		return noContent()
	}),
	route('post', REST_PATHS.contentTaggedSearch, 'rest', ({ url }) => {
		const limit = Number(url.searchParams.get('limit') ?? taggedContent.items.length)
		return json({ items: taggedContent.items.slice(0, limit) })
	}),
	route('post', REST_PATHS.pageModel, 'rest', ({ body }) => {
		const { seoUrl, localeKey, applicationName, experienceSegment } = (body ?? {}) as NonNullable<Fields>
		if (typeof seoUrl !== 'string' || typeof localeKey !== 'string' || typeof applicationName !== 'string' || !Array.isArray(experienceSegment)) {
			return badRequest()
		}
		return json({ data: { data: pageModelFor(localeKey, seoUrl) } })
	}),
]
