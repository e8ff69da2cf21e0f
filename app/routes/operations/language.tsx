import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LanguageChoiceSchema } from '#app/models/language-choice.ts'
import { stripSubDirectory } from '#app/models/locale.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { getLocale, localeCookie, translatorFor } from '#app/services/i18n.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { LanguageForm } from '#app/ui/language-form.tsx'
import { RegionList } from '#app/ui/region-list.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The language picker as a page of its own: where the footer form lands when a choice
// is refused, and the globe button's page without JavaScript: the page model's region
// lists (spec 000 §2), each of our sites a button that switches and returns to the page.
const returnToOf = (value: unknown) => stripSubDirectory(safeReturnTo(value))

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = await getLocale(request)
	const t = translatorFor(locale)
	const returnTo = returnToOf(new URL(request.url).searchParams.get('returnTo'))
	return json({ locale, returnTo, title: `${t('language.title')} | ${t('site.name')}` })
}

export async function action({ request }: ActionFunctionArgs) {
	const formData = await readFormData(request)
	const returnTo = returnToOf(formData.get('returnTo'))
	const submission = parseSubmission(formData, LanguageChoiceSchema)
	if (submission.status !== 'success') {
		return json({ result: submission.reply(), returnTo }, { status: 400 })
	}
	const { locale } = submission.value
	return redirectFor(request, safeLocalizedReturnTo(returnTo, locale), {
		headers: { 'Set-Cookie': await localeCookie.serialize(locale) },
	})
}

export default function LanguagePage() {
	const { t } = useTranslation()
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const root = useRouteLoaderData<RootLoaderData>('root')
	const selector = root?.siteContent?.languageSelector
	const errorKey = actionData?.result.error?.locale?.[0]
	const returnTo = actionData?.returnTo ?? loaderData.returnTo
	return (
		<section className="language-page" aria-labelledby="language-heading">
			<h1 id="language-heading">{t('language.heading')}</h1>
			<LanguageForm locale={loaderData.locale} returnTo={returnTo} error={errorKey ? t(errorKey) : undefined} id="page-language" />
			{selector ? (
				<section className="language-page__regions" aria-labelledby="language-regions-heading">
					<h2 id="language-regions-heading">{selector.title}</h2>
					<RegionList selector={selector} locale={loaderData.locale} returnTo={returnTo} />
				</section>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
