import { describe, expect, it } from 'vitest'
import { ShareReservationSchema } from './share-reservation.ts'

const issuesOf = (form: Record<string, string>) => {
	const result = ShareReservationSchema.safeParse(form)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('sharing a stay', () => {
	it('sends an e-mail to an address, and a text to the dial code and the digits', () => {
		expect(ShareReservationSchema.parse({ channel: 'EMAIL', email: ' friend@example.com ' })).toEqual({ channel: 'EMAIL', recipient: 'friend@example.com' })
		expect(ShareReservationSchema.parse({ channel: 'SMS', dialCode: '+86', phone: '138 0013 8000' })).toEqual({ channel: 'SMS', recipient: '+8613800138000' })
	})

	it('says what is wrong with each field of the form that was sent', () => {
		expect(issuesOf({ channel: 'EMAIL', email: 'friend@' })).toEqual({ email: 'emailInvalid' })
		expect(issuesOf({ channel: 'EMAIL', email: '' })).toEqual({ email: 'emailRequired' })
		expect(issuesOf({ channel: 'SMS', dialCode: '+999', phone: '12' })).toEqual({ dialCode: 'dialCodeRequired', phone: 'smsPhoneInvalid' })
	})
})
