import { Form, useFetcher } from '@remix-run/react'
import { useSessionTranslation } from './messages/session.ts'

type Props = {
	/** The warning page's address: its POST keeps the session. */
	action: string
	/** Where keeping it comes back to (a safe path). */
	returnTo: string
	signOutAction: string
	member: boolean
	/** In the dialog: the keep form posts through this fetcher with _js=1, for an answer instead of a redirect. */
	fetcher?: ReturnType<typeof useFetcher>
}

/** The warning's text and its two ways on: keep the session (a POST), or end it (a POST to sign out). */
export function SessionTimeoutChoices({ action, returnTo, signOutAction, member, fetcher }: Props) {
	const { t } = useSessionTranslation()
	const StayForm = fetcher?.Form ?? Form
	return (
		<>
			<p>{t('sessionTimeout.body')}</p>
			<div className="session-timeout__actions">
				<StayForm method="post" action={action}>
					<input type="hidden" name="returnTo" value={returnTo} />
					{fetcher ? <input type="hidden" name="_js" value="1" /> : null}
					<button type="submit" disabled={fetcher?.state === 'submitting'}>
						{t('sessionTimeout.stay')}
					</button>
				</StayForm>
				<Form method="post" action={signOutAction}>
					<button type="submit" className="link-button">
						{t(member ? 'sessionTimeout.signOut' : 'sessionTimeout.endSession')}
					</button>
				</Form>
			</div>
		</>
	)
}
