import { describe, expect, it } from 'vitest'
import { hashPassword, verifyNobody, verifyPassword } from './password.ts'

describe('password hashes', () => {
	it('verify the password they were made from, and no other', async () => {
		const hash = await hashPassword('Welcome#2026')
		expect(await verifyPassword('Welcome#2026', hash)).toBe(true)
		expect(await verifyPassword('welcome#2026', hash)).toBe(false)
		expect(await verifyPassword('', hash)).toBe(false)
	})

	it('are salted: the same password hashes differently each time', async () => {
		const [first, second] = await Promise.all([hashPassword('Welcome#2026'), hashPassword('Welcome#2026')])
		expect(first).not.toBe(second)
		expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
	})

	it('refuse a stored value that is not a scrypt hash', async () => {
		expect(await verifyPassword('x', 'plain-text')).toBe(false)
	})

	it('take about as long for nobody as for a real account', async () => {
		const hash = await hashPassword('Welcome#2026')
		// The median of three runs, so one slow moment on a shared machine does not decide.
		const timed = async (check: () => Promise<boolean>) => {
			const runs: number[] = []
			for (let run = 0; run < 3; run++) {
				const started = performance.now()
				await check()
				runs.push(performance.now() - started)
			}
			return runs.sort((a, b) => a - b)[1] ?? 0
		}
		const real = await timed(() => verifyPassword('wrong', hash))
		const nobody = await timed(() => verifyNobody('wrong'))
		expect(await verifyNobody('Welcome#2026')).toBe(false)
		// Same scrypt cost; generous bounds because the machine is shared.
		expect(nobody).toBeGreaterThan(real / 5)
		expect(nobody).toBeLessThan(real * 5)
	})
})
