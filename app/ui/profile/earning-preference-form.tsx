import { Form } from '@remix-run/react'
import { EARNING_PREFERENCES } from '@meridian/upstream-contract/contract.ts'
import { ErrorSummary } from '../error-summary.tsx'
import { ChoiceGroup } from '../form-fields/choices.tsx'
import { Done, useErrorText, useSubmitting, type Result } from './profile-form-state.tsx'

/** Points or miles, what the member's stays earn (spec 000 §2 earning preference). */
export function EarningPreferenceForm({
	action,
	current,
	lastResult,
	done,
}: {
	action: string
	current: 'HP' | 'MI'
	lastResult: Result
	done: string | null
}) {
	const { t, formErrorsOf } = useErrorText()
	const submitting = useSubmitting(action, 'earningPreference')
	return (
		<section aria-labelledby="earning-heading">
			<h2 id="earning-heading">{t('account.profile.earningHeading')}</h2>
			<Done message={done} />
			<Form method="post" action={action} id="earning" noValidate>
				<ErrorSummary id="earning-summary" messages={formErrorsOf(lastResult)} />
				<input type="hidden" name="intent" value="earningPreference" />
				<ChoiceGroup
					field={{ id: 'earning', name: 'earningPreference', errorId: 'earning-error', values: [current] }}
					legend={t('account.profile.earningLegend')}
					type="radio"
					choices={EARNING_PREFERENCES.map((code) => ({ value: code, label: t(`account.profile.earning.${code}`) }))}
				/>
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.profile.earningSave')}
				</button>
			</Form>
		</section>
	)
}
