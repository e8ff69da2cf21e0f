import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { DEFAULT_LOCALE, localeOfSubDirectory, localizePath } from '#app/models/locale.ts'

// The legacy address /hotels/hotel-reviews/{seoNickname} answers 301 to the hotel's reviews page, under
// the same locale sub-directory and with the same query.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const locale = localeOfSubDirectory(params.lang) ?? DEFAULT_LOCALE
	const { search } = new URL(request.url)
	const target = localizePath(`/hotels/${encodeURIComponent(params.seoNickname ?? '')}/reviews`, locale)
	return redirect(`${target}${search}`, 301)
}
