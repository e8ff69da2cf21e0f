import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { BOOKING_SEARCH_LIMITS, CLUSTER_CODE_NAMES, RATE_LIST_PATH } from '#app/models/booking-search-codes.ts'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'
import { ErrorSummary } from './error-summary.tsx'
import { CheckboxRow, SelectField, TextField } from './form-fields.tsx'
import { useLazyValidation, type FieldState } from './use-lazy-validation.ts'

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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }))

/** The search of rooms and rates at one hotel (hotel overview and rate list); a GET form. */
export function BookingSearchForm({ action, locale, values, keep = {}, lastResult }: Props) {
	const { t } = useRatesTranslation()
	const navigation = useNavigation()
	const { form, fields } = useLazyValidation({
		id: 'booking-search',
		names: FIELD_NAMES,
		lastResult,
		defaultValue: { ...values, useRewardsPoints: values.useRewardsPoints ? 'on' : '', flexibleDates: values.flexibleDates ? 'on' : '' },
		limits: BOOKING_SEARCH_LIMITS,
		validateOn: 'submit',
		load: () => import('./validation/booking-search.ts').then((module) => module.bookingSearchValidation(locale)),
	})
	const searching = navigation.state === 'loading' && navigation.location.pathname === action
	const errorOf = (field: FieldState) => (field.errors?.[0] ? t(`rateList.errors.${field.errors[0]}`) : undefined)
	const fieldErrors = FIELD_NAMES.map((name) => errorOf(fields[name])).filter(Boolean)
	// The hotel is a hidden field: its error can only be said at the top.
	const hotelError = errorOf(fields.propertyCode)
	const summary = fieldErrors.length ? [t('rateList.errorSummary'), ...(hotelError ? [hotelError] : [])] : []

	return (
		<Form method="get" action={action} className="booking-search" aria-label={t('rateList.form.label')} {...form.props}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<input type="hidden" id={fields.propertyCode.id} name={fields.propertyCode.name} defaultValue={fields.propertyCode.initialValue} />
			{Object.entries(keep).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<TextField
				field={fields.fromDate}
				error={errorOf(fields.fromDate)}
				label={t('rateList.form.fromDate')}
				hint={t('rateList.form.dateHint')}
				autoComplete="off"
			/>
			<TextField field={fields.toDate} error={errorOf(fields.toDate)} label={t('rateList.form.toDate')} hint={t('rateList.form.dateHint')} autoComplete="off" />
			<SelectField
				field={fields.roomCount}
				error={errorOf(fields.roomCount)}
				label={t('rateList.form.roomCount')}
				options={range(1, BOOKING_LIMITS.maxRooms)}
			/>
			<SelectField
				field={fields.numAdultsPerRoom}
				error={errorOf(fields.numAdultsPerRoom)}
				label={t('rateList.form.numAdultsPerRoom')}
				options={range(1, BOOKING_LIMITS.maxGuestsPerRoom)}
			/>
			<SelectField
				field={fields.childrenCountPerRoom}
				error={errorOf(fields.childrenCountPerRoom)}
				label={t('rateList.form.childrenCountPerRoom')}
				options={range(0, BOOKING_LIMITS.maxGuestsPerRoom - 1)}
			/>
			<SelectField
				field={fields.clusterCode}
				error={errorOf(fields.clusterCode)}
				label={t('rateList.form.clusterCode')}
				options={CLUSTER_CODE_NAMES.map((code) => ({ value: code, label: t(`rateList.form.cluster.${code}`) }))}
			/>
			<TextField field={fields.corporateCode} error={errorOf(fields.corporateCode)} label={t('rateList.form.corporateCode')} autoComplete="off" />
			<TextField
				field={fields.groupCode}
				error={errorOf(fields.groupCode)}
				label={t('rateList.form.groupCode')}
				hint={t('rateList.form.groupCodeHint')}
				autoComplete="off"
			/>
			<CheckboxRow field={fields.useRewardsPoints} label={t('rateList.form.useRewardsPoints')} />
			<CheckboxRow field={fields.flexibleDates} label={t('rateList.form.flexibleDates')} />
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
