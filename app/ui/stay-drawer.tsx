import type { ReactNode } from 'react'
import { useBookingTranslation } from './messages/booking.ts'

/** The drawer's element and the sticky bar's link to it: each side links to the other. */
export const STAY_DRAWER_ID = 'stay-drawer'
export const STAY_DRAWER_LINK_ID = 'stay-drawer-link'

/**
 * Where the summary of the stay sits in the page (decision 017). From 700 px (spec 001 §9
 * "narrow") it is inline, as it always was. Below, it is a drawer parked off the side of
 * the screen that slides in when the address's fragment names it (CSS :target), which is
 * what the sticky bar's link (StayDrawerLink) does without JavaScript; its Close link
 * goes back to that link. With JavaScript the sticky bar shows the same summary in the
 * modal shell instead, and this one stays parked. Styles in reservation.css.
 */
export function StayDrawer({ children }: { children: ReactNode }) {
	const { t } = useBookingTranslation()
	return (
		// Focusable so that the browser moves focus into the drawer as it opens.
		<div id={STAY_DRAWER_ID} className="stay-drawer" tabIndex={-1}>
			<p className="stay-drawer__bar">
				<span className="stay-drawer__title">{t('booking.stayDrawer.title')}</span>
				<a href={`#${STAY_DRAWER_LINK_ID}`} className="stay-drawer__close">
					{t('modal.close')}
				</a>
			</p>
			{children}
		</div>
	)
}
