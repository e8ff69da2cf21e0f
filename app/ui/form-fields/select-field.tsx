import { FieldRow } from '../form-fields.tsx'
import { describedByOf, type KitField } from './text-field.tsx'

type Props = {
	field: KitField
	label: string
	error?: string
	required?: boolean
	autoComplete?: string
	/** The choices, in order; a first choice of '' is "none". */
	options: ReadonlyArray<{ value: string; label: string }>
}

/** A labelled list to choose one from, its message under it. */
export function SelectField({ field, label, error, required = field.limits?.required ?? false, autoComplete, options }: Props) {
	return (
		<FieldRow field={field} label={label} error={error} required={required}>
			<select
				id={field.id}
				name={field.name}
				defaultValue={field.initialValue}
				aria-invalid={error ? true : undefined}
				autoComplete={autoComplete}
				aria-required={required || undefined}
				aria-describedby={describedByOf(field, error)}
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</FieldRow>
	)
}
