import { localizePath, type Locale } from './locale.ts'
import { signInHref } from './sign-in-link.ts'

// The save-hotel heart's target (spec 000 §2, §4): a guest signs in first and comes back
// to the hotel page with saveProperty set; a member posts to the save-property page,
// which brings them back where they were.

export type SaveControl = { kind: 'guest'; href: string } | { kind: 'member'; saved: boolean; action: string; returnTo: string }

/** saved: the member's state, or null for a guest. hotelPage: where a guest comes back to, with saveProperty. */
export function saveControl(saved: boolean | null, { locale, hotelPage, here }: { locale: Locale; hotelPage: string; here: string }): SaveControl {
	if (saved === null) {
		const back = new URL(hotelPage, 'http://hotel.invalid')
		back.searchParams.set('saveProperty', 'true')
		return { kind: 'guest', href: signInHref(`${back.pathname}${back.search}`, locale) }
	}
	return { kind: 'member', saved, action: localizePath('/loyalty/myAccount/saveProperties.mi', locale), returnTo: here }
}
