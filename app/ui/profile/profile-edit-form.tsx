import { Form } from '@remix-run/react'
import { PROFILE_LIMITS } from '#app/models/member-profile.ts'
import { CountryField } from '../country-field.tsx'
import { ErrorSummary } from '../error-summary.tsx'
import { CheckboxRow, TextField } from '../form-fields.tsx'
import { fieldsOf } from '../form-fields/fields.ts'
import { Done, useErrorText, useSubmitting, type Result } from './profile-form-state.tsx'

const PROFILE_FIELDS = ['givenName', 'surname', 'mobileCountry', 'mobilePhone', 'emailOffers', 'smsOffers'] as const

type Props = {
	action: string
	profile: { givenName: string; surname: string; email: string; mobilePhoneLastFour: string | null; emailOffers: boolean; smsOffers: boolean }
	mobileCountries: ReadonlyArray<{ code: string; name: string }>
	mobileCountry: string
	lastResult: Result
	done: string | null
}

/** The member's name, a new mobile number and what they hear from us (spec 000 §2 profile edit). */
export function ProfileEditForm({ action, profile, mobileCountries, mobileCountry, lastResult, done }: Props) {
	const { t, errorOf, formErrorsOf } = useErrorText()
	const submitting = useSubmitting(action, 'profile')
	const fields = fieldsOf(
		'profile',
		PROFILE_FIELDS,
		lastResult,
		{
			givenName: profile.givenName,
			surname: profile.surname,
			mobileCountry,
			emailOffers: profile.emailOffers ? 'on' : '',
			smsOffers: profile.smsOffers ? 'on' : '',
		},
		PROFILE_LIMITS,
	)
	return (
		<section aria-labelledby="profile-edit-heading">
			<h2 id="profile-edit-heading">{t('account.profile.editHeading')}</h2>
			<Done message={done} />
			<Form method="post" action={action} id="profile" className="guest-details" noValidate>
				<ErrorSummary id="profile-summary" messages={formErrorsOf(lastResult)} />
				<input type="hidden" name="intent" value="profile" />
				<TextField field={fields.givenName} label={t('account.join.givenName')} error={errorOf(fields.givenName)} autoComplete="given-name" />
				<TextField field={fields.surname} label={t('account.join.surname')} error={errorOf(fields.surname)} autoComplete="family-name" />
				<p>
					{t('account.join.email')}: {profile.email}
				</p>
				<p className="field-hint" id="profile-phone-hint">
					{profile.mobilePhoneLastFour ? t('account.profile.phoneOnFile', { lastFour: profile.mobilePhoneLastFour }) : t('account.profile.noPhone')}
				</p>
				<CountryField
					field={fields.mobileCountry}
					label={t('account.profile.mobileCountry')}
					error={errorOf(fields.mobileCountry)}
					countries={mobileCountries}
				/>
				<TextField
					field={fields.mobilePhone}
					label={t('account.profile.newPhone')}
					error={errorOf(fields.mobilePhone)}
					type="tel"
					autoComplete="tel"
					describedBy="profile-phone-hint"
				/>
				<fieldset>
					<legend>{t('account.profile.communicationLegend')}</legend>
					<CheckboxRow field={fields.emailOffers} label={t('account.profile.emailOffers')} error={errorOf(fields.emailOffers)} />
					<CheckboxRow field={fields.smsOffers} label={t('account.profile.smsOffers')} error={errorOf(fields.smsOffers)} />
				</fieldset>
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.profile.save')}
				</button>
			</Form>
		</section>
	)
}
