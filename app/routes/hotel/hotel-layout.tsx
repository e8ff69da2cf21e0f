import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { headerLinks, headerSkeletonHeight, hotelOfPath } from '#app/models/hotel-header.ts'
import { localizePath } from '#app/models/locale.ts'
import { saveControl } from '#app/models/save-control.ts'
import { requestedSave } from '#app/models/saved-properties.ts'
import { mayChangeState, type SaveConfirmation } from '#app/models/state-change-on-get.ts'
import { hotelHeaderView } from '#app/services/hotel-header.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectWithNotice } from '#app/http/redirects.server.ts'
import { saveNotice, saveProperty, savedStateOf } from '#app/services/save-property.server.ts'
import { recordView } from '#app/http/recently-viewed-cookie.server.ts'
import { viewedHotelOf } from '#app/services/recently-viewed.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { HotelHeader, HotelHeaderSkeleton } from '#app/ui/hotel-header.tsx'
import { HotelPageNav } from '#app/ui/hotel-page-nav.tsx'
import { SaveConfirmationForm } from '#app/ui/save-confirmation.tsx'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import { hotelPropertyOf } from '#app/routes/hotel/hotel-property.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The hotel pages' layout (spec 000 §2 "Hotel header"): reads the hotel once for the
// overview, reviews and location pages below it and shows its header in full layout.
// The seoNickname's first segment is the property code; a code no hotel has, or a
// nickname that is not the hotel's own, is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const seoNickname = params.seoNickname ?? ''
	const property = await hotelPropertyOf(request, visitor, seoNickname)

	// Back from signing in to save (or unsave) this hotel: apply it once, then the same
	// address without saveProperty, so a reload never repeats it (spec 000 §2, §4). A
	// link from another site (or a HEAD) only shows a form to confirm it (docs/decisions/009).
	const url = new URL(request.url)
	const requested = requestedSave(url.searchParams)
	url.searchParams.delete('saveProperty')
	const here = `${url.pathname}${url.search}`
	let confirm: SaveConfirmation | null = null
	if (requested !== null) {
		if (visitor.state !== 'guest' && !mayChangeState(request)) {
			confirm = { action: localizePath('/loyalty/myAccount/saveProperties.mi', locale), save: requested, marshaCode: property.id.toUpperCase(), returnTo: here }
		} else {
			const notice = visitor.state === 'guest' ? null : saveNotice(await saveProperty(visitor, property.id, requested))
			throw await redirectWithNotice(request, here, notice)
		}
	}
	const acknowledged = await acknowledgedBrands(request)
	// Independent: the member's saved state and the header's view (its alternate-logo search).
	const [saved, hotel] = await Promise.all([savedStateOf(context, visitor, property.id), hotelHeaderView(request, visitor, property, acknowledged, 'full')])
	const save = saveControl(saved, { locale: visitor.locale, hotelPage: here, here })

	const t = translatorFor(locale)
	const site = t('site.name')
	const titles = {
		overview: t('hotel.pageTitle', { name: t('hotel.overviewTitle', { name: hotel.name }), site }),
		reviews: t('hotel.pageTitle', { name: t('hotel.reviewsTitle', { name: hotel.name }), site }),
		location: t('hotel.pageTitle', { name: t('hotel.locationTitle', { name: hotel.name }), site }),
	}
	const viewed = await recordView(request, viewedHotelOf(property), new Date())
	// isMax: the mini banners' rule (no loyalty banner on a max property).
	return json({ hotel, titles, save, confirm, isMax: property.basicInformation.isMax }, { headers: { 'Set-Cookie': viewed } })
}

export type HotelLayoutLoader = typeof loader
export type HotelView = SerializeFrom<typeof loader>['hotel']

export default function HotelLayout() {
	const { hotel, save, confirm } = useLoaderData<typeof loader>()
	const location = useLocation()
	const navigation = useNavigation()
	// With JavaScript, on the way to another hotel the header shows its skeleton until
	// that hotel's data is here (spec 000 §4); without it the browser loads a whole page.
	const nextHotel = navigation.state === 'loading' ? hotelOfPath(navigation.location.pathname) : null
	const loadingOther = nextHotel !== null && nextHotel !== hotelOfPath(location.pathname)
	return (
		<article className="hotel-page">
			{loadingOther ? <HotelHeaderSkeleton height={headerSkeletonHeight({ withSaveRow: headerLinks('none').save })} /> : <HotelHeader hotel={hotel} />}
			{confirm ? <SaveConfirmationForm confirm={confirm} hotelName={hotel.name} /> : null}
			<SaveHotelControl hotelCode={hotel.code} hotelName={hotel.name} save={save} />
			<HotelPageNav links={hotel.pages} showReviews={hotel.showReviews} />
			<Outlet />
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.titles.overview, matches, data?.hotel.name)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
