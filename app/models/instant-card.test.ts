import { describe, expect, it } from 'vitest'
import { iccMessageOf } from './instant-card.ts'

describe('the instant card application result', () => {
	it('says approved or pending, nothing for anything else', () => {
		expect(iccMessageOf(new URLSearchParams('iccStatus=APPROVED'))).toBe('iccSuccessMessage')
		expect(iccMessageOf(new URLSearchParams('iccStatus=success'))).toBe('iccSuccessMessage')
		expect(iccMessageOf(new URLSearchParams('iccStatus=pending'))).toBe('iccPendingMessage')
		expect(iccMessageOf(new URLSearchParams('iccStatus=declined'))).toBeNull()
		expect(iccMessageOf(new URLSearchParams(''))).toBeNull()
	})
})
