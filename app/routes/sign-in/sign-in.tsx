import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { LayoutHandle } from '#app/root.tsx'
import { loadSignInOverlay, signInOverlayAction } from '#app/routes/sign-in/sign-in-overlay.server.ts'
import { loadSignInPage, signInPageAction, type SignInVariant } from '#app/routes/sign-in/sign-in-page.server.ts'
import { SignInOverlayPage } from '#app/ui/sign-in-overlay-page.tsx'
import { SignInScreen } from '#app/ui/sign-in-screen.tsx'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The sign-in page (spec 000 §2 "Sign-in screen"). It works with JavaScript off: the
// action signs in and redirects, or answers with the errors beside the fields. With
// overlay=true it is the sign-in overlay instead, meant to sit in a frame.
export const handle: LayoutHandle = { layout: (data) => ((data as { overlay?: boolean } | undefined)?.overlay ? 'bare' : undefined) }

const variant: SignInVariant = { path: '/sign-in.mi', pageModuleName: 'signIn' }
const framed = (request: Request) => new URL(request.url).searchParams.get('overlay') === 'true'

export const loader = (args: LoaderFunctionArgs) => (framed(args.request) ? loadSignInOverlay(args, variant) : loadSignInPage(args, variant))
export const action = (args: ActionFunctionArgs) => (framed(args.request) ? signInOverlayAction(args, variant) : signInPageAction(args, variant))
export const headers = retryAfterHeaders

export default function SignInPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
	return data.overlay ? <SignInOverlayPage data={data} lastResult={lastResult} /> : <SignInScreen data={data} lastResult={lastResult} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
