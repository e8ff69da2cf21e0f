import { describe, expect, it } from 'vitest'
import { mayChangeStateOnGet } from './state-change-on-get.ts'

describe('mayChangeStateOnGet', () => {
	it.each(['same-origin', 'none', 'Same-Origin'])('lets %s change state', (value) => {
		expect(mayChangeStateOnGet(value)).toBe(true)
	})

	it.each(['cross-site', 'same-site', '', 'bogus', null])('asks first for %j', (value) => {
		expect(mayChangeStateOnGet(value)).toBe(false)
	})
})
