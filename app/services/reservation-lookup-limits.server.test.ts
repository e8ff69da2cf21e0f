import { describe, expect, it } from 'vitest'
import { createLookupLimits } from './reservation-lookup-limits.server.ts'

describe('reservation lookup limits', () => {
	it('a failed lookup keeps its place; a found one gives its own back without clearing earlier failures', async () => {
		const limits = createLookupLimits({ failuresPerIp: 3, failuresPerNumber: 2, windowSeconds: 60 })
		expect((await limits.reserve('1.1.1.1', '71420851')).ok).toBe(true) // wrong surname
		const found = await limits.reserve('2.2.2.2', '71420851')
		if (!found.ok) throw new Error('refused')
		await found.found()
		expect((await limits.reserve('3.3.3.3', '71420851')).ok).toBe(true) // wrong surname
		// Two failures for this number, whoever found it in between; written with zeros it is the same number.
		expect(await limits.reserve('4.4.4.4', '0071420851')).toEqual({ ok: false, retryAfterSeconds: 60 })
	})

	it('of 50 concurrent lookups from one address, only its budget reaches the platform', async () => {
		const limits = createLookupLimits({ failuresPerIp: 10, failuresPerNumber: 5, windowSeconds: 900 })
		const gates = await Promise.all(Array.from({ length: 50 }, (_, i) => limits.reserve('1.1.1.1', String(71420900 + i))))
		expect(gates.filter((gate) => gate.ok)).toHaveLength(10)
	})
})
