import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { brandLandingOf } from '#app/models/brand-landing.ts'
import { DEFAULT_LOCALE, localeOfSubDirectory, localizePath } from '#app/models/locale.ts'
import { loadBrandLanding } from '#app/routes/brands/brand-landing.server.ts'
import { BrandLandingPage } from '#app/ui/brand-landing-page.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The landing pages of the other landing-redirection brands (spec 001 §6: MV, DS), at
// /brands/{code}. Ritz-Carlton and Bulgari have theirs at their partner addresses.
export async function loader(args: LoaderFunctionArgs) {
	const landing = brandLandingOf(args.params.brandCode)
	if (!landing) throw new Response('No such brand page', { status: 404 })
	const own = `/brands/${landing.brandCode.toLowerCase()}`
	if (landing.path !== own || args.params.brandCode !== landing.brandCode.toLowerCase()) {
		const url = new URL(args.request.url)
		const locale = localeOfSubDirectory(args.params.lang) ?? DEFAULT_LOCALE
		throw redirect(`${localizePath(landing.path, locale)}${url.search}`, 301)
	}
	return loadBrandLanding(args, landing)
}

export default function BrandLanding() {
	return <BrandLandingPage {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
