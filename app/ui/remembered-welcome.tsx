import { Link } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'

/** The remembered member's guest-information welcome (spec 001 §1): details filled in, and a way to sign in. */
export function RememberedWelcome({ name, signInHref }: { name: string; signInHref: string }) {
	const { t } = useBookingTranslation()
	return (
		<p className="guest-info__welcome">
			{t('booking.remembered.welcome', { name })} <Link to={signInHref}>{t('booking.remembered.signIn')}</Link>
		</p>
	)
}
