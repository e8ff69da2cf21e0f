import type { LoaderFunctionArgs } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// A join link (spec 000 §2 /enrollprefill, §7 userPrefilledData): its sealed data goes on
// to the join page, which opens it, fills in the stay's guest and joins the stay to the
// new account. Opening changes nothing; joining is the page's post.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const data = new URL(request.url).searchParams.get('data')
	const join = localizePath(SIGN_IN_PATHS.join, visitor.locale)
	return redirectFor(request, data && data.length <= 4_000 ? `${join}?${new URLSearchParams({ prefill: data })}` : join)
}
