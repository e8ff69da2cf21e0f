import { describe, expect, it } from 'vitest'
import { pickRequestId } from './request-id.ts'

const UUID = /^[0-9a-f-]{36}$/

describe('pickRequestId', () => {
	it('keeps a short safe token', () => {
		expect(pickRequestId('abc-123_X.y')).toBe('abc-123_X.y')
		expect(pickRequestId(['first', 'second'])).toBe('first')
	})

	it.each([undefined, '', 'has space', 'a'.repeat(65), 'new\nline', '<script>', 'semi;colon'])('generates one instead of %j', (incoming) => {
		expect(pickRequestId(incoming)).toMatch(UUID)
	})
})
