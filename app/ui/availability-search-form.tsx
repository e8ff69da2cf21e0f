import { Form } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import type { AvailabilityErrors, AvailabilityField, AvailabilityValues } from '#app/models/availability-query.ts'
import { STAY_SEARCH_LIMITS } from '#app/models/stay-search-limits.ts'
import { ErrorSummary } from './error-summary.tsx'
import { fieldsOf } from './form-fields/fields.ts'
import { TextField } from './form-fields.tsx'

type Props = {
	/** The availability page itself: the form is a GET to it, so it answers with the same redirects. */
	action: string
	values: AvailabilityValues
	/** Catalogue keys under `availability.errors.`, by field; `form` for the whole search. */
	errors: AvailabilityErrors
}

const FIELDS: Array<{ name: AvailabilityField; type: 'text' | 'number'; hint?: string }> = [
	{ name: 'propertyCode', type: 'text', hint: 'availability.search.propertyCodeHint' },
	{ name: 'destination', type: 'text' },
	{ name: 'fromDate', type: 'text', hint: 'availability.search.dateHint' },
	{ name: 'toDate', type: 'text', hint: 'availability.search.dateHint' },
	{ name: 'roomCount', type: 'number' },
	{ name: 'numAdultsPerRoom', type: 'number' },
	{ name: 'childrenCountPerRoom', type: 'number' },
]

/** The availability search when a link brought nothing usable: every value kept, each error beside its field. */
export function AvailabilitySearchForm({ action, values, errors }: Props) {
	const { t } = useAvailabilityTranslation()
	const fields = fieldsOf(
		'availability-search',
		FIELDS.map(({ name }) => name),
		null,
		values,
		STAY_SEARCH_LIMITS,
	)
	const fieldErrors = FIELDS.filter(({ name }) => errors[name])
	const summary = [errors.form ? t(`availability.errors.${errors.form}`) : null, fieldErrors.length ? t('availability.errors.summary') : null].filter(
		(message): message is string => Boolean(message),
	)
	return (
		<Form method="get" action={action} className="availability-search" aria-label={t('availability.search.formLabel')} noValidate>
			<ErrorSummary id="availability-search-summary" messages={summary} />
			{FIELDS.map(({ name, type, hint }) => (
				<TextField
					key={name}
					field={fields[name]}
					type={type}
					label={t(`availability.search.${name}`)}
					hint={hint ? t(hint) : undefined}
					error={errors[name] ? t(`availability.errors.${errors[name]}`) : undefined}
					autoComplete="off"
				/>
			))}
			<button type="submit">{t('availability.search.submit')}</button>
		</Form>
	)
}
