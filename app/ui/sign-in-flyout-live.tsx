import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { useSignInTranslation } from './messages/sign-in.ts'
import { SIGN_IN_SUCCESS_EVENT, SUCCESS_EVENT_FIELD, type SignInSuccess } from '#app/models/sign-in-success-event.ts'
import { announce } from './announce.ts'
import { FlyoutFields } from './sign-in-flyout.tsx'

type Answer = { successEvent?: string; signedIn?: SignInSuccess; result?: { error?: Record<string, string[] | null> } }

/**
 * The flyout's form with JavaScript: it posts in place and asks for the success event
 * (spec 000 §4 step 2). Signed in, the page stays: the event goes out on window with the
 * answer's data, the change is announced, and the header follows as the page's data is
 * read again. Refused, the reason shows above the password and is announced.
 */
export default function LiveFlyoutForm(props: { action: string; returnTo: string; rememberedName: string }) {
	const { t } = useSignInTranslation()
	const fetcher = useFetcher<Answer>()
	const answer = fetcher.data
	const errors: Record<string, string[] | null> = answer?.result?.error ?? {}
	// The form's refusal first, then the password's: each a key under signIn.errors.
	const key = errors['']?.[0] ?? errors.pwrd?.[0]
	const error = key ? t(`signIn.errors.${key}`) : undefined

	useEffect(() => {
		// Here as soon as the answer is, before the header (read again) takes this form away.
		if (answer?.successEvent !== SIGN_IN_SUCCESS_EVENT || !answer.signedIn) return
		window.dispatchEvent(new CustomEvent(SIGN_IN_SUCCESS_EVENT, { detail: answer.signedIn }))
		announce('signedIn', { name: answer.signedIn.givenName })
	}, [answer])
	useEffect(() => {
		if (error) announce('signInRefused', { message: error })
	}, [error, answer])

	return (
		<FlyoutFields
			{...props}
			as={fetcher.Form as never}
			error={error}
			busy={fetcher.state !== 'idle'}
			extra={<input type="hidden" name={SUCCESS_EVENT_FIELD} value={SIGN_IN_SUCCESS_EVENT} />}
		/>
	)
}
