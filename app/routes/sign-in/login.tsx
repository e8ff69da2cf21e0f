import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { getLocale } from '#app/services/i18n.server.ts'

// A short address for the sign-in page, keeping its query (returnTo and the rest).
export async function loader({ request }: LoaderFunctionArgs) {
	const { search } = new URL(request.url)
	return redirect(localizePath(`/sign-in.mi${search}`, await getLocale(request)))
}
