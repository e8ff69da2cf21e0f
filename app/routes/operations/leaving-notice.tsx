import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { hotelPagePath } from '#app/models/brand-links.ts'
import { LEAVING_NOTICE_PATH, type LeavingNotice } from '#app/models/leaving-notice.ts'
import { LeavingNoticeSchema } from '#app/models/leaving-notice-schema.ts'
import { localizePath } from '#app/models/locale.ts'
import { safeReturnTo } from '#app/models/return-to.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { acknowledgeBrand, acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { brandSiteDestination } from '#app/services/leaving-notice.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { LeavingNoticeContent } from '#app/ui/leaving-notice.tsx'
import { useBrandName } from '#app/ui/use-brand-name.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The leaving notice as a page (spec 001 §2 "Hotel site links", §7 brand modal cookie):
// where a hotel's link to a brand's own site goes without JavaScript (with it, the same
// notice is a modal: app/ui/hotel-site-link.tsx). The request names a hotel and which of
// its links, never a destination: that is built again from the platform's hotel, so this
// page cannot send anyone anywhere else. A hotel the platform does not know, or a link
// that stays on our site, is a 404. Continue posts here: 303 to the brand's site, with
// the cookie that lets that brand's links go straight there for 129600 seconds.

/** The brand-site destination the submitted hotel and link name; a 404 when there is none. */
async function destinationOf(visitor: Visitor, data: FormData | URLSearchParams) {
	const submission = parseSubmission(data, LeavingNoticeSchema)
	const destination = submission.status === 'success' ? await orUnavailable(() => brandSiteDestination(visitor, submission.value)) : null
	if (submission.status !== 'success' || !destination) throw json({ message: 'Not found' }, { status: 404 })
	return { ...destination, ...submission.value }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const url = new URL(request.url)
	const destination = await destinationOf(visitor, url.searchParams)
	// Told already (a link rendered before the cookie was set): straight on.
	if ((await acknowledgedBrands(request)).includes(destination.brand)) throw redirectFor(request, destination.url)

	const notice: LeavingNotice = {
		brand: destination.brand,
		site: new URL(destination.url).host,
		action: localizePath(LEAVING_NOTICE_PATH, locale),
		propertyCode: destination.propertyCode,
		link: destination.link,
	}
	// Back: where the link was (a path of ours only), else the hotel's own page.
	const returnTo = safeReturnTo(url.searchParams.get('returnTo'), localizePath(hotelPagePath(destination.seoNickname), locale))
	const t = translatorFor(locale)
	const title = `${t('leavingNotice.title', { brand: t(`hotel.brands.${destination.brand}`) })} | ${t('site.name')}`
	return json({ notice, returnTo, hotelName: destination.hotelName, title })
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const destination = await destinationOf(visitor, await readFormData(request))
	return redirectFor(request, destination.url, { headers: { 'Set-Cookie': await acknowledgeBrand(request, destination.brand) } })
}

export default function LeavingNoticePage() {
	const { t } = useTranslation()
	const { notice, returnTo, hotelName } = useLoaderData<typeof loader>()
	const brand = useBrandName(notice.brand)
	return (
		<section className="leaving-notice-page" aria-labelledby="leaving-notice-heading">
			<h1 id="leaving-notice-heading">{t('leavingNotice.title', { brand })}</h1>
			<p className="leaving-notice-page__hotel">{hotelName}</p>
			<LeavingNoticeContent
				notice={notice}
				back={
					<Link to={returnTo} className="leaving-notice__back">
						{t('leavingNotice.back')}
					</Link>
				}
			/>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
