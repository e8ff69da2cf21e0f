import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath } from '#app/models/locale.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { signOutVisitor } from '#app/routes/sign-in/sign-out.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Signing out changes state, so it is a POST (the header's button); a GET of this
// address asks first rather than signing anyone out from a link or a prefetch.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	if (visitor.state !== 'member') throw redirect(localizePath('/', visitor.locale))
	const t = translatorFor(visitor.locale)
	return json({ title: `${t('session.signOutTitle')} | ${t('site.name')}`, action: localizePath('/logout.mi', visitor.locale) })
}

export async function action({ request, context }: ActionFunctionArgs) {
	return signOutVisitor(request, await getVisitor(request, context))
}

export default function SignOutPage() {
	const { t } = useTranslation()
	const { action } = useLoaderData<typeof loader>()
	return (
		<section aria-labelledby="sign-out-heading">
			<h1 id="sign-out-heading">{t('session.signOutTitle')}</h1>
			<p>{t('session.signOutBody')}</p>
			<Form method="post" action={action}>
				<button type="submit">{t('header.signOut')}</button>
			</Form>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
