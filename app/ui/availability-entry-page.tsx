import { useTranslation } from 'react-i18next'
import type { AvailabilityErrors, AvailabilityValues } from '#app/models/availability-query.ts'
import { AvailabilitySearchForm } from './availability-search-form.tsx'

type Props = { action: string; values: AvailabilityValues; errors: AvailabilityErrors }

/** What /reservation/availability.mi shows when its query leads nowhere: the search, to try again. */
export function AvailabilityEntryPage({ action, values, errors }: Props) {
	const { t } = useTranslation()
	return (
		<section className="availability" aria-labelledby="availability-heading">
			<h1 id="availability-heading">{t('availability.search.heading')}</h1>
			<p>{t('availability.search.intro')}</p>
			<AvailabilitySearchForm action={action} values={values} errors={errors} />
		</section>
	)
}
