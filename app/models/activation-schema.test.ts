import { describe, expect, it } from 'vitest'
import { activationPasswordSchema, findAccountSchema } from './activation-schema.ts'

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
	Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('activating an online account', () => {
	it('takes a nine-digit member number (spaces as on the card) and a last name', () => {
		expect(findAccountSchema('en-US').safeParse({ memberNumber: '900 000 001', surname: ' Activate ' }).data).toEqual({
			memberNumber: '900000001',
			surname: 'Activate',
		})
		expect(messages(findAccountSchema('en-US').safeParse({ memberNumber: '', surname: '' }))).toEqual({
			memberNumber: 'memberNumberRequired',
			surname: 'nameRequired',
		})
		expect(messages(findAccountSchema('en-US').safeParse({ memberNumber: '12345', surname: 'x'.repeat(41) }))).toEqual({
			memberNumber: 'memberNumberFormat',
			surname: 'nameTooLong',
		})
	})

	it('asks for a password by the join rules', () => {
		expect(messages(activationPasswordSchema.safeParse({ password: 'short' }))).toEqual({ password: 'passwordLength' })
		expect(messages(activationPasswordSchema.safeParse({ password: 'alllowercase1' }))).toEqual({ password: 'passwordStrength' })
		expect(activationPasswordSchema.safeParse({ password: 'Activated#2027' }).success).toBe(true)
	})
})
