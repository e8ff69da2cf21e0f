import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { SignInForm } from './sign-in-form.tsx'

type Props = {
	data: {
		returnTo: string
		refused: boolean
		rememberedName?: string
		action: string
		forgotPasswordHref: string
		overlay: boolean
		enterprise: boolean
	}
	lastResult?: SubmissionResult<string[]> | null
}

// Each answer from the action remounts the form, so that what the server cleared (the
// password, and after a refusal the e-mail) is cleared in the browser too.
const attemptIds = new WeakMap<object, number>()
let lastAttemptId = 0
function attemptKey(result: object | null | undefined) {
	if (!result) return 'first'
	if (!attemptIds.has(result)) attemptIds.set(result, ++lastAttemptId)
	return `attempt-${attemptIds.get(result)}`
}

/** The sign-in screen of every variant: heading, form, and "not you?" for a remembered member. */
export function SignInScreen({ data, lastResult }: Props) {
	const { t } = useTranslation()
	const target = data.overlay ? '_top' : undefined
	if (data.refused) {
		return (
			<section className="sign-in" aria-labelledby="sign-in-heading">
				<h1 id="sign-in-heading">{t('signIn.refusedTitle')}</h1>
				<p>{t('signIn.refusedBody')}</p>
			</section>
		)
	}
	return (
		<section className="sign-in" aria-labelledby="sign-in-heading">
			<h1 id="sign-in-heading">{data.rememberedName ? t('signIn.greeting', { name: data.rememberedName }) : t('signIn.heading')}</h1>
			<p className="sign-in__subtitle">{t('signIn.subtitle')}</p>
			<SignInForm
				key={`${data.rememberedName ?? 'guest'}-${attemptKey(lastResult)}`}
				action={data.action}
				returnTo={data.returnTo}
				lastResult={lastResult}
				rememberedName={data.rememberedName}
				identifierMode="combined"
				enterprise={data.enterprise}
				target={target}
				forgotPasswordHref={data.forgotPasswordHref}
			/>
			{data.rememberedName ? (
				// A plain form: clearing the remembered member reloads the whole page (spec 000 §4 step 8).
				<form method="post" action={data.action} target={target} className="sign-in__forget">
					<input type="hidden" name="returnTo" value={data.returnTo} />
					<button type="submit" name="intent" value="forget-me" className="link-button">
						{t('signIn.notYou', { name: data.rememberedName })}
					</button>
				</form>
			) : null}
		</section>
	)
}
