import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { localizePath, stripSubDirectory } from '#app/models/locale.ts'
import { safeReturnTo } from '#app/models/return-to.ts'
import { readFormData } from '#app/services/form-data.server.ts'
import { saveNotice, saveProperty } from '#app/services/save-property.server.ts'
import { noticeCookie } from '#app/services/session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// Save or unsave a hotel (spec 000 §2 "Legacy save-property page"): the legacy link
// (GET ?save=true|false&marshaCode=…&returnTo=…) and the save control's form (POST with
// the same fields) do the same, then return to returnTo — same-origin only.
type Fields = { get: (name: string) => unknown }

async function saveAndReturn(request: Request, context: LoaderFunctionArgs['context'], fields: Fields) {
	const visitor = await getVisitor(request, context)
	const save = fields.get('save') === 'true' ? true : fields.get('save') === 'false' ? false : null
	const marshaCode = String(fields.get('marshaCode') ?? '').trim().toUpperCase()
	if (save === null || !/^[A-Z0-9]{2,10}$/.test(marshaCode)) throw new Response('save and marshaCode are required', { status: 400 })
	const returnTo = safeReturnTo(fields.get('returnTo'))

	if (visitor.state === 'guest') {
		// Sign in first; the page returned to applies the save once (saveProperty=…).
		const back = new URL(returnTo, 'http://return.invalid')
		back.searchParams.set('saveProperty', String(save))
		const signIn = `/sign-in.mi?returnTo=${encodeURIComponent(`${stripSubDirectory(back.pathname)}${back.search}`)}`
		return redirect(localizePath(signIn, visitor.locale))
	}
	const outcome = await saveProperty(visitor, marshaCode, save)
	// The control with JavaScript toggles in place and needs the answer, not a new page.
	if (fields.get('_js') === '1') return json(outcome, { status: outcome.kind === 'failed' ? 503 : 200 })
	const notice = saveNotice(outcome)
	return redirect(returnTo, notice ? { headers: { 'Set-Cookie': await noticeCookie(request, notice) } } : undefined)
}

export const loader = ({ request, context }: LoaderFunctionArgs) => saveAndReturn(request, context, new URL(request.url).searchParams)

export async function action({ request, context }: ActionFunctionArgs) {
	return saveAndReturn(request, context, await readFormData(request))
}
