import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import {
	addressPath,
	brandCodeOf,
	coordinateSystemOf,
	headerLinks,
	headerPhone,
	hotelPagePath,
	imageUrl,
	reviewsPath,
	showsReviews,
} from '#app/models/hotel-header.ts'
import { localizePath, stripSubDirectory } from '#app/models/locale.ts'
import { requestedSave } from '#app/models/saved-properties.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { getEnv } from '#app/services/env.server.ts'
import { i18n } from '#app/services/i18n.server.ts'
import { saveNotice, saveProperty, savedStateOf } from '#app/services/save-property.server.ts'
import { recordView } from '#app/services/recently-viewed.server.ts'
import { noticeCookie } from '#app/services/session.server.ts'
import { fetchHotelHeaderData } from '#app/services/upstream/operations/property.server.ts'
import { NotFound, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErrorPage } from '#app/ui/error-page.tsx'
import { HotelHeader } from '#app/ui/hotel-header.tsx'
import { HotelPageNav } from '#app/ui/hotel-page-nav.tsx'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import hotelStylesHref from '#app/ui/styles/hotel.css?url'

// The hotel pages' layout (spec 000 §2 "Hotel header"): reads the hotel once for the
// overview, reviews and location pages below it and shows its header in full layout.
// The seoNickname's first segment is the property code; a code no hotel has, or a
// nickname that is not the hotel's own, is a 404.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: hotelStylesHref }]

/** The property code a seoNickname starts with: `nycmc-meridian-…` → `NYCMC`. */
const propertyCodeOf = (seoNickname: string) => {
	const code = seoNickname.split('-')[0]?.toUpperCase() ?? ''
	return /^[A-Z0-9]{2,10}$/.test(code) ? code : null
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const seoNickname = params.seoNickname ?? ''
	const code = propertyCodeOf(seoNickname)
	const property = code ? await fetchOrFail(() => fetchHotelHeaderData(code, visitor.upstream)) : null
	invariantResponse(property && property.seoNickname === seoNickname, 'Hotel not found', { status: 404 })

	// Back from signing in to save (or unsave) this hotel: apply it once, then the same
	// address without saveProperty, so a reload never repeats it (spec 000 §2, §4).
	const url = new URL(request.url)
	const requested = requestedSave(url.searchParams)
	if (requested !== null) {
		url.searchParams.delete('saveProperty')
		const notice = visitor.state === 'guest' ? null : saveNotice(await saveProperty(visitor, property.id, requested))
		throw redirect(`${url.pathname}${url.search}`, notice ? { headers: { 'Set-Cookie': await noticeCookie(request, notice) } } : undefined)
	}
	const here = `${url.pathname}${url.search}`
	const saved = await savedStateOf(visitor, property.id)
	const withSave = (value: boolean) => {
		const back = new URL(here, 'http://hotel.invalid')
		back.searchParams.set('saveProperty', String(value))
		return localizePath(`/sign-in.mi?returnTo=${encodeURIComponent(`${stripSubDirectory(back.pathname)}${back.search}`)}`, visitor.locale)
	}
	const save =
		saved === null
			? ({ kind: 'guest', href: withSave(true) } as const)
			: ({ kind: 'member', saved, action: localizePath('/loyalty/myAccount/saveProperties.mi', visitor.locale), returnTo: here } as const)

	const t = await i18n.getFixedT(locale)
	const { basicInformation: basics, contactInformation: contact, reviews } = property
	const ref = { brandCode: basics.brand.id, seoNickname }
	const address = contact.address
	const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
	const showReviews = showsReviews({ stars: reviews.stars.count, reviews: reviews.numberOfReviews.count, locale, isMax: basics.isMax })
	const shownLinks = headerLinks('none')
	const hotel = {
		code: property.id,
		seoNickname,
		name: basics.name,
		brandCode: brandCodeOf(basics.brand.id).toUpperCase(),
		logoUrl: imageUrl(property.media.hotelLogo?.imageSource, getEnv().IMAGE_CACHE_DOMAIN),
		addressLines: [address.line1, address.line2, address.line3].filter((line): line is string => Boolean(line)),
		cityLine: [address.city, address.stateProvince?.description, address.postalCode].filter(Boolean).join(', '),
		country: address.country.description,
		// The header query carries only the original number, which is also what people read.
		phone: headerPhone(
			contact.contactNumbers.map((entry) => ({ type: entry.type, number: { original: entry.number.original, display: entry.number.original } })),
		),
		showReviews,
		stars: numbers.format(reviews.stars.count),
		reviewCount: numbers.format(reviews.numberOfReviews.count),
		currency: basics.currency,
		currencyName: new Intl.DisplayNames([locale], { type: 'currency' }).of(basics.currency) ?? basics.currency,
		latitude: basics.latitude,
		longitude: basics.longitude,
		coordinateSystem: basics.coordinateSystem || coordinateSystemOf(basics.currency),
		links: {
			overview: localizePath(hotelPagePath(ref), locale),
			reviews: localizePath(reviewsPath(ref), locale),
			location: localizePath(`/hotels/${seoNickname}/location`, locale),
			address: localizePath(addressPath(ref, { luxuryFlow: true }), locale),
			details: shownLinks.details ? localizePath(hotelPagePath(ref), locale) : null,
		},
	}
	const site = t('site.name')
	const titles = {
		overview: t('hotel.pageTitle', { name: t('hotel.overviewTitle', { name: hotel.name }), site }),
		reviews: t('hotel.pageTitle', { name: t('hotel.reviewsTitle', { name: hotel.name }), site }),
		location: t('hotel.pageTitle', { name: t('hotel.locationTitle', { name: hotel.name }), site }),
	}
	const viewed = await recordView(request, { marshaCode: property.id.toUpperCase(), name: hotel.name, seoNickname, city: address.city }, new Date())
	return json({ hotel, titles, save }, { headers: { 'Set-Cookie': viewed } })
}

export type HotelLayoutLoader = typeof loader
export type HotelView = SerializeFrom<typeof loader>['hotel']

/** A platform that fails is a 503 "try again" page (the client has logged it). */
async function fetchOrFail<T>(call: () => Promise<T>): Promise<T | null> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof NotFound) return null
		// Down, or an answer the app cannot read: either way the platform's fault, so "try again".
		if (error instanceof UpstreamError) throw json({ message: 'Service unavailable' }, { status: 503 })
		throw error
	}
}

export default function HotelLayout() {
	const { hotel, save } = useLoaderData<typeof loader>()
	return (
		<article className="hotel-page">
			<HotelHeader hotel={hotel} />
			<SaveHotelControl hotelCode={hotel.code} hotelName={hotel.name} save={save} />
			<HotelPageNav links={hotel.links} showReviews={hotel.showReviews} />
			<Outlet />
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.titles.overview }]

export function ErrorBoundary() {
	const error = useRouteError()
	const root = useRouteLoaderData<RootLoaderData>('root')
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return <ErrorPage kind={notFound ? 'not-found' : 'error'} requestId={root?.requestId} />
}
