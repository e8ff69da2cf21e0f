import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useSignInTranslation } from '#app/ui/messages/sign-in.ts'
import { signInPageAction, type SignInVariant } from '#app/routes/sign-in/sign-in-page.server.ts'
import { loadSignInErrorPage } from '#app/routes/sign-in/sign-in-overlay.server.ts'
import { SignInScreen } from '#app/ui/sign-in-screen.tsx'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Where a refused sign-in in an overlay lands (spec 000 §2, §4 steps 6–7): the message,
// then the sign-in page's own form, to try again and go on to returnTo. The message is
// looked up by key, so nothing from the query is shown as it came.
const variant: SignInVariant = { path: '/sign-in-error.mi', pageModuleName: 'signInError' }

export const loader = (args: LoaderFunctionArgs) => loadSignInErrorPage(args, variant)
export const action = (args: ActionFunctionArgs) => signInPageAction(args, variant)
export const headers = retryAfterHeaders

export default function SignInErrorPage() {
	const { t } = useSignInTranslation()
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
	return (
		<>
			{/* After another try, the form's own summary says what went wrong this time. */}
			{actionData || data.refused ? null : (
				<div className="error-summary error-sev1 sign-in-error" role="alert">
					<p>{t(`signIn.errors.${data.messageKey}`)}</p>
				</div>
			)}
			<SignInScreen data={data} lastResult={lastResult} />
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
