import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'
import type { Field } from '../form-fields.tsx'
import { useAccountTranslation } from '../messages/account.ts'
import { problemText } from '../problem-text.ts'

// What the profile page's forms share: each posts its intent to the page and shows the
// server's answer beside it. Nothing here needs JavaScript.

export type Result = SubmissionResult<string[]> | null

/** Whether this form's post (by its intent) is on its way. */
export function useSubmitting(action: string, intent: string) {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get('intent') === intent
}

/** The server's messages in the page's words: a field's, and the form's own. */
export function useErrorText() {
	const { t, i18n } = useAccountTranslation()
	return {
		t,
		errorOf: (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'account.profile.errors', field.errors[0]) : undefined),
		formErrorsOf: (result: Result) => (result?.error?.[''] ?? []).map((key) => t(`account.profile.errors.${key}`)),
	}
}

/** What a form just did, said once after its post. */
export function Done({ message }: { message: string | null }) {
	return message ? (
		<p className="notice" role="status">
			{message}
		</p>
	) : null
}
