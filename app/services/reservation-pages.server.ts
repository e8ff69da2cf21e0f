import type { AppLoadContext } from '@remix-run/node'
import { brandLandingOf } from '#app/models/brand-landing.ts'
import { localizePath } from '#app/models/locale.ts'
import { propertyCodeFrom } from '#app/models/property-code.ts'
import { rateListPath } from '#app/models/reservation-pages.ts'
import { rememberedBooking } from './booking-session.server.ts'
import { translatorFor } from './i18n.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { sharedHotel } from './shared-content.server.ts'
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
	const home = (await brandLandingPath(rateListSearch, visitor.upstream)) ?? '/'
	return {
		title: t('reservation.pageTitle', { name: t(titleKey), site: t('site.name') }),
		links: {
			home: localizePath(home, visitor.locale),
			signIn: localizePath('/sign-in.mi', visitor.locale),
			phone: localizePath('/reservation/800Page.mi', visitor.locale),
			rateList: localizePath(rateListPath(rateListSearch), visitor.locale),
		},
		signedIn: visitor.state === 'member',
	}
}

/**
 * Spec 001 §6's landing page redirection: a journey at a hotel of a brand with a landing
 * page of its own (RZ, MV, DS, BG) starts again there, among that brand's hotels; any other
 * (or a hotel the platform cannot name now) at the home page.
 */
async function brandLandingPath(rateListSearch: string, ctx: UpstreamContext): Promise<string | null> {
	const code = propertyCodeFrom(new URLSearchParams(rateListSearch).get('propertyCode'))
	if (!code) return null
	const hotel = await sharedHotel(code, ctx).catch((error: unknown) => {
		logUnlessUpstream('brand landing of an explanation page', error)
		return null
	})
	return brandLandingOf(hotel?.basicInformation.brand.id)?.path ?? null
}
