import { describe, expect, it } from 'vitest'
import { mobileNumberProblem } from './phone-number.ts'
import { ShareReservationSchema } from './share-reservation.ts'

const issuesOf = (form: Record<string, string>) => {
	const result = ShareReservationSchema.safeParse(form)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('sharing a stay', () => {
	it('sends an e-mail to an address, and a text to the number after the dial code (or with its own), in E.164', () => {
		expect(ShareReservationSchema.parse({ channel: 'EMAIL', email: ' friend@example.com ' })).toEqual({ channel: 'EMAIL', recipient: 'friend@example.com' })
		expect(ShareReservationSchema.parse({ channel: 'SMS', dialCode: '+86', phone: '138 0013 8000' })).toEqual({ channel: 'SMS', recipient: '+8613800138000' })
		expect(ShareReservationSchema.parse({ channel: 'SMS', dialCode: '+44', phone: '07700 900123' })).toEqual({ channel: 'SMS', recipient: '+447700900123' })
		expect(ShareReservationSchema.parse({ channel: 'SMS', dialCode: '+1', phone: '+34 612 345 678' })).toEqual({ channel: 'SMS', recipient: '+34612345678' })
	})

	it('says what is wrong with each field of the form that was sent', () => {
		expect(issuesOf({ channel: 'EMAIL', email: 'friend@' })).toEqual({ email: 'emailInvalid' })
		expect(issuesOf({ channel: 'EMAIL', email: '' })).toEqual({ email: 'emailRequired' })
		expect(issuesOf({ channel: 'SMS', dialCode: '+999', phone: '12' })).toEqual({
			dialCode: 'dialCodeRequired',
			phone: mobileNumberProblem({ callingCode: '+999' }),
		})
		expect(issuesOf({ channel: 'SMS', dialCode: '+34', phone: '612 345' })).toEqual({ phone: mobileNumberProblem({ country: 'ES' }) })
		expect(issuesOf({ channel: 'SMS', dialCode: '+34', phone: '' })).toEqual({ phone: 'phoneRequired' })
	})
})
