import { json } from '@remix-run/node'
import { getLocale, translatorFor } from '#app/services/i18n.server.ts'

/**
 * The answer for an address the site has no page at: a 404 whose data carries the page's
 * title in the visitor's language, which `notFoundMeta` gives the document (issue 32: the
 * error boundary's page had none, and a page without a title fails WCAG 2.4.2).
 */
export async function notFoundResponse(request: Request) {
	const t = translatorFor(await getLocale(request))
	return json({ title: `${t('errors.notFoundTitle')} | ${t('site.name')}` }, { status: 404 })
}
