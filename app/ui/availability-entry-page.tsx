import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import type { AvailabilityErrors, AvailabilityValues } from '#app/models/availability-query.ts'
import { AvailabilitySearchForm } from './availability-search-form.tsx'

type Props = { action: string; values: AvailabilityValues; errors: AvailabilityErrors }

/** What /reservation/availability.mi shows when its query leads nowhere: the search, to try again. */
export function AvailabilityEntryPage({ action, values, errors }: Props) {
	const { t } = useAvailabilityTranslation()
	return (
		<section className="availability" aria-labelledby="availability-heading">
			<h1 id="availability-heading">{t('availability.search.heading')}</h1>
			<p>{t('availability.search.intro')}</p>
			<AvailabilitySearchForm action={action} values={values} errors={errors} />
		</section>
	)
}
