import type { StateGroup } from '#app/models/subdivisions.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { type Field, SelectField, TextField } from './form-fields.tsx'

type Props = { field: Field; groups: readonly StateGroup[]; label: string; error?: string; required: boolean }

/**
 * The address's state or province: the platform's states of every country that has a
 * list, grouped by country (one list, so no script is needed when the country changes);
 * a free field when the platform gave no list.
 */
export function StateField({ field, groups, label, error, required }: Props) {
	const { t } = useBookingTranslation()
	const common = { field, label, error, required, autoComplete: 'address-level1' }
	return groups.length ? (
		<SelectField
			{...common}
			options={[{ value: '', label: t('booking.details.stateNone') }]}
			groups={groups.map((group) => ({ label: group.countryName, options: group.states.map((state) => ({ value: state.value, label: state.name })) }))}
		/>
	) : (
		<TextField {...common} />
	)
}
