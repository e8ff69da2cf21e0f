import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { DEFAULT_LOCALE, localeOfSubDirectory, localizePath } from '#app/models/locale.ts'

// /hotels/{seoNickname} on its own is the hotel's overview.
export async function loader({ params }: LoaderFunctionArgs) {
	const locale = localeOfSubDirectory(params.lang) ?? DEFAULT_LOCALE
	return redirect(localizePath(`/hotels/${encodeURIComponent(params.seoNickname ?? '')}/overview`, locale), 301)
}
