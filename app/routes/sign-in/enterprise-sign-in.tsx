import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ENTERPRISE_SIGNED_IN_NOTICE } from '#app/models/enterprise-sign-in.ts'
import { loadSignInPage, signInPageAction, type SignInVariant } from '#app/routes/sign-in/sign-in-page.server.ts'
import { SignInScreen } from '#app/ui/sign-in-screen.tsx'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The enterprise-account-access variant of sign-in (spec 000 §2, §6): no remember-me, the
// expandable first-contact-problem help with a refusal, and a success notice on the page
// signed in to. The spec names no address for it; it has its own, /enterprise/sign-in.mi,
// rather than a query on /sign-in.mi, so each page's loader and action stay one variant.
const variant: SignInVariant = {
	path: '/enterprise/sign-in.mi',
	pageModuleName: 'eaaSignIn',
	enterprise: true,
	signedInNotice: ENTERPRISE_SIGNED_IN_NOTICE,
}

export const loader = (args: LoaderFunctionArgs) => loadSignInPage(args, variant)
export const action = (args: ActionFunctionArgs) => signInPageAction(args, variant)
export const headers = retryAfterHeaders

export default function EnterpriseSignInPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <SignInScreen data={data} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
