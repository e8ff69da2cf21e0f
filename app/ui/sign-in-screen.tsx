import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { useSignInTranslation } from './messages/sign-in.ts'
import { showsFirstContactProblem } from '#app/models/enterprise-sign-in.ts'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { SIGN_IN_PATHS, type ContentBlockLayout } from '#app/models/sign-in-content.ts'
import { SignInContentBlock } from './sign-in-content-block.tsx'
import type { IdentifierMode } from '#app/models/sign-in.ts'
import { SignInForm } from './sign-in-form.tsx'

type Props = {
	data: {
		returnTo: string
		refused: boolean
		rememberedName?: string
		identifierMode: IdentifierMode
		action: string
		forgotPasswordHref: string
		overlay: boolean
		enterprise: boolean
		clientId?: string
		/** The join content block beside the form, or null for none (the enterprise variant). */
		contentBlock?: {
			layout?: ContentBlockLayout
			lookupMode?: boolean
			continueAsPath?: string
			onlineJoin: boolean
			imageCacheDomain?: string
		} | null
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

/** The sign-in screen of every variant: heading, form, "not you?" for a remembered member, and the join block beside it. */
export function SignInScreen({ data, lastResult }: Props) {
	const { t, i18n } = useSignInTranslation()
	const target = data.overlay ? '_top' : undefined
	if (data.refused) {
		return (
			<section className="sign-in" aria-labelledby="sign-in-heading">
				<h1 id="sign-in-heading">{t('signIn.refusedTitle')}</h1>
				<p>{t('signIn.refusedBody')}</p>
			</section>
		)
	}
	const heading = data.rememberedName ? t('signIn.greeting', { name: data.rememberedName }) : t(data.enterprise ? 'enterprise.heading' : 'signIn.heading')
	return (
		<div className="sign-in-layout">
			<section className="sign-in" aria-labelledby="sign-in-heading">
				<h1 id="sign-in-heading">{heading}</h1>
				<p className="sign-in__subtitle">{t(data.enterprise ? 'enterprise.subtitle' : 'signIn.subtitle')}</p>
				{data.enterprise && showsFirstContactProblem(lastResult?.error?.['']) ? (
					// A <details> opens and closes without JavaScript (spec 000 §8: expandable).
					<details className="first-contact-problem">
						<summary>{t('enterprise.fcpSummary')}</summary>
						<p>{t('enterprise.eaaFcpWarningMessage')}</p>
					</details>
				) : null}
				<SignInForm
					key={`${data.rememberedName ?? 'guest'}-${attemptKey(lastResult)}`}
					action={data.action}
					returnTo={data.returnTo}
					lastResult={lastResult}
					rememberedName={data.rememberedName}
					identifierMode={data.identifierMode}
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
				) : (
					<p>
						<Link to={localizePath(SIGN_IN_PATHS.activate, i18n.language as Locale)} target={target}>
							{t('signIn.activateAccount')}
						</Link>
					</p>
				)}
			</section>
			{data.contentBlock ? <SignInContentBlock {...data.contentBlock} clientId={data.clientId} rememberedName={data.rememberedName} target={target} /> : null}
		</div>
	)
}
