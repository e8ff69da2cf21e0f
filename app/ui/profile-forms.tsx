import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '#app/models/guest-profile.ts'
import { CountryField } from './country-field.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { CheckboxRow, controlOf, describedBy, FieldRow, fieldsOf, type Field } from './form-fields.tsx'
import { useAccountTranslation } from './messages/account.ts'
import { problemText } from './problem-text.ts'

// The profile page's forms (spec 000 §2 profile.mi): each posts its intent to the page
// and shows the server's answer beside it. Nothing here needs JavaScript.

type Result = SubmissionResult<string[]> | null

function useSubmitting(action: string, intent: string) {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get('intent') === intent
}

function useErrorText() {
	const { t, i18n } = useAccountTranslation()
	return {
		t,
		errorOf: (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'account.profile.errors', field.errors[0]) : undefined),
		formErrorsOf: (result: Result) => (result?.error?.[''] ?? []).map((key) => t(`account.profile.errors.${key}`)),
	}
}

function Done({ message }: { message: string | null }) {
	return message ? (
		<p className="notice" role="status">
			{message}
		</p>
	) : null
}

const PROFILE_FIELDS = ['givenName', 'surname', 'mobileCountry', 'mobilePhone', 'emailOffers', 'smsOffers'] as const

export function ProfileEditForm({
	action,
	profile,
	mobileCountries,
	mobileCountry,
	lastResult,
	done,
}: {
	action: string
	profile: { givenName: string; surname: string; email: string; mobilePhoneLastFour: string | null; emailOffers: boolean; smsOffers: boolean }
	mobileCountries: ReadonlyArray<{ code: string; name: string }>
	mobileCountry: string
	lastResult: Result
	done: string | null
}) {
	const { t, errorOf, formErrorsOf } = useErrorText()
	const submitting = useSubmitting(action, 'profile')
	const fields = fieldsOf('profile', PROFILE_FIELDS, lastResult, {
		givenName: profile.givenName,
		surname: profile.surname,
		mobileCountry,
		emailOffers: profile.emailOffers ? 'on' : '',
		smsOffers: profile.smsOffers ? 'on' : '',
	})
	const text = (field: Field, label: string, props: Record<string, unknown>, required = true) => (
		<FieldRow field={field} label={label} error={errorOf(field)} required={required}>
			<input {...controlOf(field)} aria-required={required || undefined} aria-describedby={describedBy(field)} {...props} />
		</FieldRow>
	)
	return (
		<section aria-labelledby="profile-edit-heading">
			<h2 id="profile-edit-heading">{t('account.profile.editHeading')}</h2>
			<Done message={done} />
			<Form method="post" action={action} id="profile" className="guest-details" noValidate>
				<ErrorSummary id="profile-summary" messages={formErrorsOf(lastResult)} />
				<input type="hidden" name="intent" value="profile" />
				{text(fields.givenName, t('account.join.givenName'), { autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH })}
				{text(fields.surname, t('account.join.surname'), { autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH })}
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
				{text(
					fields.mobilePhone,
					t('account.profile.newPhone'),
					{
						type: 'tel',
						autoComplete: 'tel',
						maxLength: PHONE_MAX_LENGTH,
						'aria-describedby': ['profile-phone-hint', describedBy(fields.mobilePhone)].filter(Boolean).join(' '),
					},
					false,
				)}
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

/** Spec 000 §3 profile nudge: verify the mobile number on file by a texted code. */
export function PhoneNudge({
	action,
	fourDigitOfMobile,
	transactionId,
	lastResult,
}: {
	action: string
	fourDigitOfMobile: string
	transactionId: string | null
	lastResult: Result
}) {
	const { t, errorOf, formErrorsOf } = useErrorText()
	const fields = fieldsOf('phone-code', ['code'] as const, lastResult, {})
	return (
		<section className="nudge" aria-labelledby="nudge-heading">
			<h2 id="nudge-heading">{t('account.profile.nudgeHeading')}</h2>
			<p>{t('account.profile.nudge', { lastFour: fourDigitOfMobile })}</p>
			{transactionId ? (
				<Form method="post" action={action} id="phone-code" noValidate>
					<ErrorSummary id="phone-code-summary" messages={formErrorsOf(lastResult)} />
					<p role="status">{t('account.profile.codeSent', { lastFour: fourDigitOfMobile })}</p>
					<input type="hidden" name="intent" value="verifyPhone" />
					<input type="hidden" name="transactionId" value={transactionId} />
					<FieldRow field={fields.code} label={t('account.passwordReset.codeLabel')} error={errorOf(fields.code)}>
						<input
							{...controlOf(fields.code)}
							inputMode="numeric"
							autoComplete="one-time-code"
							maxLength={6}
							aria-required
							aria-describedby={describedBy(fields.code)}
						/>
					</FieldRow>
					<button type="submit">{t('account.profile.verify')}</button>
				</Form>
			) : null}
			<Form method="post" action={action}>
				{transactionId ? null : <ErrorSummary id="phone-send-summary" messages={formErrorsOf(lastResult)} />}
				<input type="hidden" name="intent" value="sendPhoneCode" />
				<button type="submit" className={transactionId ? 'link-button' : undefined}>
					{t(transactionId ? 'account.passwordReset.resend' : 'account.profile.sendCode')}
				</button>
			</Form>
		</section>
	)
}

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
				<fieldset>
					<legend>{t('account.profile.earningLegend')}</legend>
					{(['HP', 'MI'] as const).map((code) => (
						<div className="field field--checkbox" key={code}>
							<input type="radio" id={`earning-${code}`} name="earningPreference" value={code} defaultChecked={current === code} />
							<label htmlFor={`earning-${code}`}>{t(`account.profile.earning.${code}`)}</label>
						</div>
					))}
				</fieldset>
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.profile.earningSave')}
				</button>
			</Form>
		</section>
	)
}

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
	const fields = fieldsOf('convert', ['partnerCode', 'points', 'partnerNumber'] as const, lastResult, {
		partnerCode: partners[0]?.code ?? '',
		points: String(choices[0]?.points ?? ''),
	})
	const numberHint = 'convert-partnerNumber-hint'
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
					<FieldRow field={fields.partnerCode} label={t('account.profile.partner')} error={errorOf(fields.partnerCode)}>
						<select {...controlOf(fields.partnerCode)} aria-describedby={describedBy(fields.partnerCode)}>
							{partners.map((partner) => (
								<option key={partner.code} value={partner.code}>
									{partner.name}
								</option>
							))}
						</select>
					</FieldRow>
					<FieldRow field={fields.partnerNumber} label={t('account.profile.partnerNumber')} error={errorOf(fields.partnerNumber)} required={false}>
						<p className="field-hint" id={numberHint}>
							{t(partnerAccounts.length ? 'account.profile.partnerNumberSavedHint' : 'account.profile.partnerNumberHint')}
						</p>
						<input
							{...controlOf(fields.partnerNumber)}
							inputMode="numeric"
							autoComplete="off"
							maxLength={20}
							aria-describedby={[numberHint, describedBy(fields.partnerNumber)].filter(Boolean).join(' ')}
						/>
					</FieldRow>
					<FieldRow field={fields.points} label={t('account.profile.pointsToConvert')} error={errorOf(fields.points)}>
						<select {...controlOf(fields.points)} aria-describedby={describedBy(fields.points)}>
							{choices.map((choice) => (
								<option key={choice.points} value={choice.points}>
									{t('account.profile.conversionChoice', { points: choice.pointsText, miles: choice.milesText })}
								</option>
							))}
						</select>
					</FieldRow>
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

export function SavedHotels({
	action,
	hotels,
	done,
}: {
	action: string
	hotels: Array<{ id: string; name: string; href: string | null }>
	done: string | null
}) {
	const { t } = useAccountTranslation()
	return (
		<section aria-labelledby="saved-heading">
			<h2 id="saved-heading">{t('account.profile.savedHeading')}</h2>
			<Done message={done} />
			{hotels.length ? (
				<ul className="saved-hotels">
					{hotels.map((hotel) => (
						<li key={hotel.id}>
							{hotel.href ? <Link to={hotel.href}>{hotel.name}</Link> : hotel.name}
							<Form method="post" action={action}>
								<input type="hidden" name="intent" value="unsaveHotel" />
								<input type="hidden" name="propertyId" value={hotel.id} />
								<button type="submit" className="link-button" aria-label={t('account.profile.unsaveLabel', { name: hotel.name })}>
									{t('account.profile.unsave')}
								</button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p>{t('account.profile.noSavedHotels')}</p>
			)}
		</section>
	)
}
