import { json, redirect, type AppLoadContext } from '@remix-run/node'
import { resolveAvailabilityQuery } from '#app/models/availability-query.ts'
import { localizePath } from '#app/models/locale.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// The availability entry points (/reservation/availability.mi and availabilitySearch.mi)
// share one answer: a 302 to where the query leads, or the search form again (400) with
// what was sent. The reservation layout has already followed a navigationURL.
export async function availabilityEntry(request: Request, context: AppLoadContext) {
	const visitor = await getVisitor(request, context)
	const url = new URL(request.url)
	const outcome = resolveAvailabilityQuery(url.searchParams, { locale: visitor.locale, today: new Date() })
	if (outcome.kind !== 'invalid') throw redirect(localizePath(`${outcome.path}?${outcome.query}`, visitor.locale), 302)
	const t = translatorFor(visitor.locale)
	return json(
		{ title: `${t('availability.search.title')} | ${t('site.name')}`, action: url.pathname, values: outcome.values, errors: outcome.errors },
		{ status: 400 },
	)
}
