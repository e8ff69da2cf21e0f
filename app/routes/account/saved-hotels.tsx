import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath } from '#app/models/locale.ts'
import { propertyCodeFrom } from '#app/models/property-code.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { mayChangeState, type SaveConfirmation } from '#app/models/state-change-on-get.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectWithNotice } from '#app/http/redirects.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { saveNotice, saveProperty } from '#app/services/save-property.server.ts'
import { SaveConfirmationForm } from '#app/ui/save-confirmation.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Save or unsave a hotel (spec 000 §2 "Legacy save-property page"): the legacy link
// (GET ?save=true|false&marshaCode=…&returnTo=…) and the save control's form (POST with
// the same fields) do the same, then return to returnTo — same-origin only. A link
// followed from another site asks first, and a HEAD changes nothing (docs/decisions/009).
type Fields = { get: (name: string) => unknown }

const SAVE_PROPERTIES_PATH = '/loyalty/myAccount/saveProperties.mi'
type Confirmation = { title: string; confirm: SaveConfirmation }

async function saveAndReturn(request: Request, context: LoaderFunctionArgs['context'], fields: Fields) {
	const save = fields.get('save') === 'true' ? true : fields.get('save') === 'false' ? false : null
	const marshaCode = propertyCodeFrom(fields.get('marshaCode'))
	if (save === null || !marshaCode) throw new Response('save and marshaCode are required', { status: 400 })
	const returnTo = safeReturnTo(fields.get('returnTo'))
	// A guest signs in first, then comes back here, so the hotel named is the one saved
	// whatever page returnTo is (a page that is not the hotel's would not know which).
	const afterSignIn = `${SAVE_PROPERTIES_PATH}?${new URLSearchParams({ save: String(save), marshaCode, returnTo })}`
	const visitor = await requireMember(request, context, { remembered: true, returnTo: afterSignIn })
	// A GET from another site, and any HEAD (Remix runs this loader for it), only ask.
	if (!mayChangeState(request)) {
		const t = translatorFor(visitor.locale)
		const action = localizePath(SAVE_PROPERTIES_PATH, visitor.locale)
		return json<Confirmation>({ title: `${t('hotel.confirmTitle')} | ${t('site.name')}`, confirm: { action, save, marshaCode, returnTo } })
	}
	const outcome = await saveProperty(visitor, marshaCode, save)
	// The control with JavaScript toggles in place and needs the answer, not a new page.
	if (fields.get('_js') === '1') return json(outcome, { status: outcome.kind === 'failed' ? 503 : 200 })
	return redirectWithNotice(request, safeLocalizedReturnTo(returnTo, visitor.locale), saveNotice(outcome))
}

export const loader = ({ request, context }: LoaderFunctionArgs) => saveAndReturn(request, context, new URL(request.url).searchParams)

export async function action({ request, context }: ActionFunctionArgs) {
	return saveAndReturn(request, context, await readFormData(request))
}

export default function SavePropertyConfirmationPage() {
	const { t } = useTranslation()
	// Only a GET that asks first renders a page; every other answer is a redirect or JSON.
	const { confirm } = useLoaderData<Confirmation>()
	return (
		<section aria-labelledby="save-confirmation-heading">
			<h1 id="save-confirmation-heading">{t('hotel.confirmTitle')}</h1>
			<SaveConfirmationForm confirm={confirm} hotelName={confirm.marshaCode} />
		</section>
	)
}

export const meta: MetaFunction = ({ data, matches }) => privatePageMeta((data as Confirmation | undefined)?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
