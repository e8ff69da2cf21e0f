import { Form } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import { DESTINATION_QUERY_NAME } from '#app/models/availability-query.ts'
import type { FindHotelsField, FindHotelsValues } from '#app/models/find-hotels.ts'
import { ErrorSummary } from './error-summary.tsx'
import { TextInput } from './text-input.tsx'

type Props = {
	action: string
	values: FindHotelsValues
	/** Catalogue keys under `availability.errors.`, by field. */
	errors: Partial<Record<FindHotelsField, string>>
}

const FIELDS: Array<{ field: FindHotelsField; name: string; label: string; type?: 'number' | 'search'; min?: number; hint?: boolean }> = [
	{ field: 'destination', name: DESTINATION_QUERY_NAME, label: 'availability.search.destination', type: 'search' },
	{ field: 'fromDate', name: 'fromDate', label: 'availability.search.fromDate', hint: true },
	{ field: 'toDate', name: 'toDate', label: 'availability.search.toDate', hint: true },
	{ field: 'roomCount', name: 'roomCount', label: 'availability.search.roomCount', type: 'number', min: 1 },
	{ field: 'numAdultsPerRoom', name: 'numAdultsPerRoom', label: 'availability.search.numAdultsPerRoom', type: 'number', min: 1 },
]

/** The hotel search with dates (a GET form): a new search starts on the first page, the sort kept. */
export function FindHotelsForm({ action, values, errors }: Props) {
	const { t } = useAvailabilityTranslation()
	const hasErrors = Object.keys(errors).length > 0
	return (
		<Form method="get" action={action} className="availability-search" aria-label={t('availability.findHotels.searchHeading')} noValidate>
			<ErrorSummary id="find-hotels-summary" messages={hasErrors ? [t('availability.errors.summary')] : []} />
			{FIELDS.map(({ field, name, label, type, min, hint }) => (
				<TextInput
					key={field}
					name={name}
					type={type}
					min={min}
					label={t(label)}
					hint={hint ? t('availability.search.dateHint') : undefined}
					error={errors[field] ? t(`availability.errors.${errors[field]}`) : undefined}
					defaultValue={values[field]}
					autoComplete="off"
				/>
			))}
			<input type="hidden" name="sortType" value={values.sortType} />
			<button type="submit">{t('availability.search.searchHotels')}</button>
		</Form>
	)
}
