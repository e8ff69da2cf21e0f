import { Form } from '@remix-run/react'
import { PROFILE_LIMITS } from '#app/models/member-profile.ts'
import { ErrorSummary } from '../error-summary.tsx'
import { fieldsOf } from '../form-fields/fields.ts'
import { SelectField, TextField } from '../form-fields.tsx'
import { Done, useErrorText, useSubmitting, type Result } from './profile-form-state.tsx'

/**
 * Points to an airline's miles. The airline numbers the platform keeps are listed (masked), and the number field
 * may stay empty for those airlines: the server decides, so it works the same without JavaScript.
 */
export function PointsConversionForm({
	action,
	partners,
	partnerAccounts,
	choices,
	lastResult,
	done,
}: {
	action: string
	partners: Array<{ code: string; name: string }>
	partnerAccounts: Array<{ partnerCode: string; partnerName: string; maskedNumber: string }>
	choices: Array<{ points: number; pointsText: string; milesText: string }>
	lastResult: Result
	done: string | null
}) {
	const { t, errorOf, formErrorsOf } = useErrorText()
	const submitting = useSubmitting(action, 'convertPoints')
	const fields = fieldsOf(
		'convert',
		['partnerCode', 'points', 'partnerNumber'] as const,
		lastResult,
		{ partnerCode: partners[0]?.code ?? '', points: String(choices[0]?.points ?? '') },
		PROFILE_LIMITS,
	)
	return (
		<section aria-labelledby="convert-heading">
			<h2 id="convert-heading">{t('account.profile.convertHeading')}</h2>
			<Done message={done} />
			{partnerAccounts.length ? (
				<>
					<h3 id="partner-accounts-heading">{t('account.profile.partnerAccountsHeading')}</h3>
					<ul aria-labelledby="partner-accounts-heading" className="partner-accounts">
						{partnerAccounts.map((account) => (
							<li key={account.partnerCode}>{t('account.profile.partnerAccount', { partner: account.partnerName, number: account.maskedNumber })}</li>
						))}
					</ul>
				</>
			) : null}
			{choices.length ? (
				<Form method="post" action={action} id="convert" noValidate>
					<ErrorSummary id="convert-summary" messages={formErrorsOf(lastResult)} />
					<input type="hidden" name="intent" value="convertPoints" />
					<SelectField
						field={fields.partnerCode}
						label={t('account.profile.partner')}
						error={errorOf(fields.partnerCode)}
						options={partners.map((partner) => ({ value: partner.code, label: partner.name }))}
					/>
					<TextField
						field={fields.partnerNumber}
						label={t('account.profile.partnerNumber')}
						error={errorOf(fields.partnerNumber)}
						hint={t(partnerAccounts.length ? 'account.profile.partnerNumberSavedHint' : 'account.profile.partnerNumberHint')}
						autoComplete="off"
					/>
					<SelectField
						field={fields.points}
						label={t('account.profile.pointsToConvert')}
						error={errorOf(fields.points)}
						options={choices.map((choice) => ({
							value: String(choice.points),
							label: t('account.profile.conversionChoice', { points: choice.pointsText, miles: choice.milesText }),
						}))}
					/>
					<button type="submit" disabled={submitting} aria-busy={submitting}>
						{t('account.profile.convert')}
					</button>
				</Form>
			) : (
				<p>{t('account.profile.convertTooFew')}</p>
			)}
		</section>
	)
}
