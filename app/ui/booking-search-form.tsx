import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { CLUSTER_CODE_NAMES, RATE_LIST_PATH } from '#app/models/booking-search-codes.ts'
import { BOOKING_GROUP_CODE_LENGTH } from '#app/models/group-code.ts'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'
import { ErrorSummary } from './error-summary.tsx'
import { inputProps, selectProps, useLazyValidation, type FieldState } from './use-lazy-validation.ts'

/** The form's values as the query string carries them (dates as typed or in the locale's form). */
export type BookingSearchValues = {
	propertyCode: string
	fromDate?: string
	toDate?: string
	roomCount?: string
	numAdultsPerRoom?: string
	childrenCountPerRoom?: string
	clusterCode?: string
	corporateCode?: string
	groupCode?: string
	useRewardsPoints?: boolean
	flexibleDates?: boolean
}

type Props = {
	/** The rate list of the visitor's locale: the search is a GET to it. */
	action: string
	locale: string
	values: BookingSearchValues
	/** Kept across a new search: the taxes toggle and the currency shown. */
	keep?: Record<string, string>
	lastResult?: SubmissionResult<string[]> | null
}

type FieldProps = { field: FieldState; label: string; hint?: string; error?: string; children: (describedBy: string | undefined) => ReactNode }

/** A label, its hint, the control and the field's error, tied together by aria-describedby. */
function Field({ field, label, hint, error, children }: FieldProps) {
	const hintId = hint ? `${field.id}-hint` : undefined
	const describedBy = [hintId, error ? field.errorId : null].filter(Boolean).join(' ') || undefined
	return (
		<div className="field">
			<label htmlFor={field.id}>{label}</label>
			{hint ? (
				<p id={hintId} className="field-hint">
					{hint}
				</p>
			) : null}
			{children(describedBy)}
			{error ? (
				<p id={field.errorId} className="field-error">
					{error}
				</p>
			) : null}
		</div>
	)
}

const FIELD_NAMES = [
	'propertyCode',
	'fromDate',
	'toDate',
	'roomCount',
	'numAdultsPerRoom',
	'childrenCountPerRoom',
	'clusterCode',
	'corporateCode',
	'groupCode',
	'useRewardsPoints',
	'flexibleDates',
] as const satisfies ReadonlyArray<keyof BookingSearchValues>

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index))

/** The search of rooms and rates at one hotel (hotel overview and rate list); a GET form. */
export function BookingSearchForm({ action, locale, values, keep = {}, lastResult }: Props) {
	const { t } = useRatesTranslation()
	const navigation = useNavigation()
	const { form, fields } = useLazyValidation({
		id: 'booking-search',
		names: FIELD_NAMES,
		lastResult,
		defaultValue: { ...values, useRewardsPoints: values.useRewardsPoints ? 'on' : '', flexibleDates: values.flexibleDates ? 'on' : '' },
		validateOn: 'submit',
		load: () => import('./validation/booking-search.ts').then((module) => module.bookingSearchValidation(locale)),
	})
	const searching = navigation.state === 'loading' && navigation.location.pathname === action
	const errorOf = (field: FieldState) => (field.errors?.[0] ? t(`rateList.errors.${field.errors[0]}`) : undefined)
	const fieldErrors = FIELD_NAMES.map((name) => errorOf(fields[name])).filter(Boolean)
	// The hotel is a hidden field: its error can only be said at the top.
	const hotelError = errorOf(fields.propertyCode)
	const summary = fieldErrors.length ? [t('rateList.errorSummary'), ...(hotelError ? [hotelError] : [])] : []

	const select =
		(field: FieldState, options: string[], labelOf: (value: string) => string = (value) => value) =>
		(describedBy?: string) => (
			<select {...selectProps(field)} aria-describedby={describedBy}>
				{options.map((option) => (
					<option key={option} value={option}>
						{labelOf(option)}
					</option>
				))}
			</select>
		)
	const text =
		(field: FieldState, extra: Record<string, unknown> = {}) =>
		(describedBy?: string) => <input {...inputProps(field, 'text')} autoComplete="off" aria-describedby={describedBy} {...extra} />

	return (
		<Form method="get" action={action} className="booking-search" aria-label={t('rateList.form.label')} {...form.props}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<input {...inputProps(fields.propertyCode, 'hidden')} />
			{Object.entries(keep).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<Field field={fields.fromDate} error={errorOf(fields.fromDate)} label={t('rateList.form.fromDate')} hint={t('rateList.form.dateHint')}>
				{text(fields.fromDate, { inputMode: 'numeric' })}
			</Field>
			<Field field={fields.toDate} error={errorOf(fields.toDate)} label={t('rateList.form.toDate')} hint={t('rateList.form.dateHint')}>
				{text(fields.toDate, { inputMode: 'numeric' })}
			</Field>
			<Field field={fields.roomCount} error={errorOf(fields.roomCount)} label={t('rateList.form.roomCount')}>
				{select(fields.roomCount, range(1, BOOKING_LIMITS.maxRooms))}
			</Field>
			<Field field={fields.numAdultsPerRoom} error={errorOf(fields.numAdultsPerRoom)} label={t('rateList.form.numAdultsPerRoom')}>
				{select(fields.numAdultsPerRoom, range(1, BOOKING_LIMITS.maxGuestsPerRoom))}
			</Field>
			<Field field={fields.childrenCountPerRoom} error={errorOf(fields.childrenCountPerRoom)} label={t('rateList.form.childrenCountPerRoom')}>
				{select(fields.childrenCountPerRoom, range(0, BOOKING_LIMITS.maxGuestsPerRoom - 1))}
			</Field>
			<Field field={fields.clusterCode} error={errorOf(fields.clusterCode)} label={t('rateList.form.clusterCode')}>
				{select(fields.clusterCode, CLUSTER_CODE_NAMES, (code) => t(`rateList.form.cluster.${code}`))}
			</Field>
			<Field field={fields.corporateCode} error={errorOf(fields.corporateCode)} label={t('rateList.form.corporateCode')}>
				{text(fields.corporateCode, { maxLength: 9 })}
			</Field>
			<Field field={fields.groupCode} error={errorOf(fields.groupCode)} label={t('rateList.form.groupCode')} hint={t('rateList.form.groupCodeHint')}>
				{text(fields.groupCode, { maxLength: BOOKING_GROUP_CODE_LENGTH })}
			</Field>
			<div className="field field-checkbox">
				<input {...inputProps(fields.useRewardsPoints, 'checkbox')} />
				<label htmlFor={fields.useRewardsPoints.id}>{t('rateList.form.useRewardsPoints')}</label>
			</div>
			<div className="field field-checkbox">
				<input {...inputProps(fields.flexibleDates, 'checkbox')} />
				<label htmlFor={fields.flexibleDates.id}>{t('rateList.form.flexibleDates')}</label>
			</div>
			<button type="submit" disabled={searching} aria-busy={searching}>
				{t(searching ? 'rateList.form.submitting' : 'rateList.form.submit')}
			</button>
		</Form>
	)
}

/** The search on a hotel's own pages: into that hotel's rate list, the hotel's defaults for what is left blank. */
export function HotelBookingSearch({ propertyCode }: { propertyCode: string }) {
	const { i18n } = useRatesTranslation()
	const locale = i18n.language as Locale
	return <BookingSearchForm action={localizePath(RATE_LIST_PATH, locale)} locale={locale} values={{ propertyCode }} />
}
