import type { AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { rateListPath } from '#app/models/reservation-pages.ts'
import { rememberedBooking } from './booking-session.server.ts'
import { translatorFor } from './i18n.server.ts'
import { getVisitor } from './visitor.server.ts'

// What the reservation's explanation pages (expired session, call us, unsuccessful
// sell, no rooms) all need: a title in the visitor's language and the ways back.

export async function explanationPage(request: Request, context: AppLoadContext, titleKey: string) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	// A page sent here with the search in its address (no rooms for those dates) goes back
	// to that search; otherwise to the one kept with the cart.
	const own = new URL(request.url).searchParams
	own.delete('navigationURL')
	const booking = own.size ? null : await rememberedBooking(request, context).catch(() => null)
	const rateListSearch = own.size ? own.toString() : (booking?.rateListSearch ?? '')
	return {
		title: t('reservation.pageTitle', { name: t(titleKey), site: t('site.name') }),
		links: {
			home: localizePath('/', visitor.locale),
			signIn: localizePath('/sign-in.mi', visitor.locale),
			phone: localizePath('/reservation/800Page.mi', visitor.locale),
			rateList: localizePath(rateListPath(rateListSearch), visitor.locale),
		},
		signedIn: visitor.state === 'member',
	}
}
