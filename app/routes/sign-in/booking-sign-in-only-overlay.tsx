import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { LayoutHandle } from '#app/root.tsx'
import { loadSignInOverlay, signInOverlayAction, type OverlayPage } from '#app/routes/sign-in/sign-in-overlay.server.ts'
import { SignInOverlayPage } from '#app/ui/sign-in-overlay-page.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The booking flow's sign-in overlay with nothing but signing in: no join content block.
export const handle: LayoutHandle = { layout: 'bare' }

const page: OverlayPage = {
	path: '/reservation/signInOverlay-signInOnly.mi',
	pageModuleName: 'reservationSignInOverlaySignInOnly',
	contentBlock: false,
}

export const loader = (args: LoaderFunctionArgs) => loadSignInOverlay(args, page)
export const action = (args: ActionFunctionArgs) => signInOverlayAction(args, page)

export default function ReservationSignInOnlyOverlayRoute() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <SignInOverlayPage data={data} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
