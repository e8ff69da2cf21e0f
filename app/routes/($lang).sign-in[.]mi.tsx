import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadSignInPage, signInPageAction, type SignInVariant } from '#app/services/sign-in-page.server.ts'
import { SignInScreen } from '#app/ui/sign-in-screen.tsx'

// The sign-in page (spec 000 §2 "Sign-in screen"). It works with JavaScript off: the
// action signs in and redirects, or answers with the errors beside the fields.
const variant: SignInVariant = { path: '/sign-in.mi', pageModuleName: 'signIn' }

export const loader = (args: LoaderFunctionArgs) => loadSignInPage(args, variant)
export const action = (args: ActionFunctionArgs) => signInPageAction(args, variant)

export default function SignInPage() {
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return <SignInScreen data={data} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }]
