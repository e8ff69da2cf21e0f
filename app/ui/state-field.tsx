import type { StateGroup } from '#app/models/subdivisions.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { controlOf, describedBy, FieldRow, type Field } from './form-fields.tsx'

type Props = { field: Field; groups: readonly StateGroup[]; label: string; error?: string; required: boolean }

/**
 * The address's state or province: the platform's states of every country that has a
 * list, grouped by country (one list, so no script is needed when the country changes);
 * a free field when the platform gave no list.
 */
export function StateField({ field, groups, label, error, required }: Props) {
	const { t } = useBookingTranslation()
	const control = { ...controlOf(field), autoComplete: 'address-level1', 'aria-required': required || undefined, 'aria-describedby': describedBy(field) }
	return (
		<FieldRow field={field} label={label} error={error} required={required}>
			{groups.length ? (
				<select {...control}>
					<option value="">{t('booking.details.stateNone')}</option>
					{groups.map((group) => (
						<optgroup key={group.countryCode} label={group.countryName}>
							{group.states.map((state) => (
								<option key={state.value} value={state.value}>
									{state.name}
								</option>
							))}
						</optgroup>
					))}
				</select>
			) : (
				<input {...control} type="text" />
			)}
		</FieldRow>
	)
}
