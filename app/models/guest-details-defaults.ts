import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { isHousekeepingCode } from './housekeeping.ts'
import { KEPT_CARD } from './payment-card.ts'
import { isRoomPreferenceCode, isRoomRequestCode } from './room-requests.ts'
import { subdivisionValue } from './subdivisions.ts'

// What the guest-details form starts from: what the cart already holds (a guest back from
// the review page to change something), else the member's profile, else nothing but the
// country. A card the cart has is kept unless the guest chooses another; its number and
// security code were never ours to show.

export type MemberProfile = { givenName: string; surname: string; email: string; phone?: string | null; countryCode?: string | null }

/** defaultCardId: the member's default saved card, chosen at first. */
export function guestDetailsDefaults(cart: Pick<Cart, 'guest' | 'payment'>, member: MemberProfile | null, countryCode: string, defaultCardId = '') {
	const { guest, payment } = cart
	if (guest) {
		return {
			nameTitle: guest.title ?? '',
			givenName: guest.givenName,
			surname: guest.surname,
			email: guest.email,
			phone: guest.phone,
			countryCode: guest.address.countryCode,
			line1: guest.address.line1 ?? '',
			line2: guest.address.line2 ?? '',
			city: guest.address.city ?? '',
			stateProvinceCode: subdivisionValue(guest.address.countryCode, guest.address.stateProvinceCode ?? ''),
			postalCode: guest.address.postalCode ?? '',
			arrivalTime: guest.arrivalTime ?? '',
			comments: guest.comments ?? '',
			requestCodes: guest.requestCodes.filter((code) => isRoomRequestCode(code) || isRoomPreferenceCode(code)),
			housekeeping: guest.requestCodes.find(isHousekeepingCode) ?? '',
			travelAgentNumber: guest.travelAgent?.iataNumber ?? '',
			travelInsurance: guest.travelInsurance === true ? 'add' : guest.travelInsurance === false ? 'decline' : '',
			rewardsNumber: guest.memberNumber ?? '',
			// The guest accepted the terms to get this far; going back to change a detail keeps that.
			consent: 'on',
			buyPoints: 'on',
			paymentMethodId: payment ? KEPT_CARD : defaultCardId,
		}
	}
	return {
		givenName: member?.givenName ?? '',
		surname: member?.surname ?? '',
		email: member?.email ?? '',
		phone: member?.phone ?? '',
		countryCode: member?.countryCode ?? countryCode,
		// Buying the points a stay lacks is agreed to unless the guest says otherwise (spec 001 §1).
		buyPoints: 'on',
		paymentMethodId: defaultCardId,
	}
}
