import { Form } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import { DESTINATION_QUERY_NAME } from '#app/models/availability-query.ts'
import { STAY_SEARCH_LIMITS } from '#app/models/stay-search-limits.ts'
import type { FindHotelsField, FindHotelsValues } from '#app/models/find-hotels.ts'
import { ErrorSummary } from './error-summary.tsx'
import { fieldsOf } from './form-fields/fields.ts'
import { TextField } from './form-fields.tsx'

type Props = {
	action: string
	values: FindHotelsValues
	/** Catalogue keys under `availability.errors.`, by field. */
	errors: Partial<Record<FindHotelsField, string>>
}

const FIELDS: Array<{ field: FindHotelsField; label: string; type?: 'number' | 'search'; hint?: boolean }> = [
	{ field: 'destination', label: 'availability.search.destination', type: 'search' },
	{ field: 'fromDate', label: 'availability.search.fromDate', hint: true },
	{ field: 'toDate', label: 'availability.search.toDate', hint: true },
	{ field: 'roomCount', label: 'availability.search.roomCount', type: 'number' },
	{ field: 'numAdultsPerRoom', label: 'availability.search.numAdultsPerRoom', type: 'number' },
]

/** The hotel search with dates (a GET form): a new search starts on the first page, the sort kept. */
export function FindHotelsForm({ action, values, errors }: Props) {
	const { t } = useAvailabilityTranslation()
	const hasErrors = Object.keys(errors).length > 0
	const fields = fieldsOf(
		'find-hotels',
		FIELDS.map(({ field }) => field),
		null,
		values,
		STAY_SEARCH_LIMITS,
	)
	// The destination goes by the name the chain's older links use.
	fields.destination = { ...fields.destination, name: DESTINATION_QUERY_NAME }
	return (
		<Form method="get" action={action} className="availability-search" aria-label={t('availability.findHotels.searchHeading')} noValidate>
			<ErrorSummary id="find-hotels-summary" messages={hasErrors ? [t('availability.errors.summary')] : []} />
			{FIELDS.map(({ field, label, type, hint }) => (
				<TextField
					key={field}
					field={fields[field]}
					type={type}
					label={t(label)}
					hint={hint ? t('availability.search.dateHint') : undefined}
					error={errors[field] ? t(`availability.errors.${errors[field]}`) : undefined}
					autoComplete="off"
				/>
			))}
			<input type="hidden" name="sortType" value={values.sortType} />
			<button type="submit">{t('availability.search.searchHotels')}</button>
		</Form>
	)
}
