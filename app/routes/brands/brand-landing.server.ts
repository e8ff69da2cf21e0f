import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { BRAND_CSS_FLAG, type BrandLanding } from '#app/models/brand-landing.ts'
import { brandLandingSearchSchema } from '#app/models/brand-landing-schema.ts'
import { hotelResultOf } from '#app/models/hotel-result.ts'
import { getEnv } from '#app/services/env.server.ts'
import { localizePath } from '#app/models/locale.ts'
import { parseSubmission } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { isFeatureEnabled } from '#app/services/upstream/feature-flags.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { brandHotelsAt } from '#app/services/hotel-search.server.ts'

/**
 * A brand's landing page: its hotels, a search that stays within them (a GET, so a
 * search is an address to share), and the brand's own look when `brand-css` is on.
 * A destination over 100 characters answers 400 and a platform that does not answer
 * 503, both with what was typed kept.
 */
export async function loadBrandLanding({ request, context }: LoaderFunctionArgs, landing: BrandLanding) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const params = new URL(request.url).searchParams
	const destination = params.get('destination') ?? ''
	const page = {
		brandCode: landing.brandCode,
		title: `${t(`brandLanding.${landing.brandCode}.title`)} | ${t('site.name')}`,
		action: localizePath(landing.path, visitor.locale),
		destination,
	}
	const submission = parseSubmission(params, brandLandingSearchSchema)
	// The look is asked for whatever the search gives: the flag is cached, the hotels are not.
	const themed = landing.theme ? isFeatureEnabled(BRAND_CSS_FLAG, visitor.upstream) : Promise.resolve(false)
	if (submission.status !== 'success') {
		return json({ ...page, theme: (await themed) ? landing.theme : null, result: submission.reply(), search: null }, { status: 400 })
	}
	const search = submission.value.destination
	const [found, brandCss] = await Promise.all([
		brandHotelsAt(landing.brandCode, search, visitor.upstream).catch((error: unknown) => {
			logUnlessUpstream('brand landing', error)
			return null
		}),
		themed,
	])
	const theme = brandCss ? landing.theme : null
	if (!found) return json({ ...page, theme, result: submission.reply({ formErrors: ['unavailable'] }), search: null }, { status: 503 })
	return json({
		...page,
		theme,
		result: null,
		search: { destination: search, hotels: found.map((hotel) => hotelResultOf(hotel, visitor.locale, getEnv().IMAGE_CACHE_DOMAIN)) },
	})
}
