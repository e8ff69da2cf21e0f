import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFoundRedirect } from '#app/http/reservation-layout.server.ts'

// A reservation page kind the app has no page for: the redirect table's notFound rule
// (307 to the error page), not the site's 404, as spec 001 §2 says.
export async function loader({ request, context }: LoaderFunctionArgs) {
	throw await notFoundRedirect(request, context)
}

export async function action({ request, context }: LoaderFunctionArgs) {
	throw await notFoundRedirect(request, context)
}
