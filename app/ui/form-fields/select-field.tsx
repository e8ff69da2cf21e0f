import { FieldRow } from '../form-fields.tsx'
import { describedByOf, type KitField } from './text-field.tsx'

type Props = {
	field: KitField
	label: string
	error?: string
	required?: boolean
	autoComplete?: string
	/** The choices, in order; a first choice of '' is "none". */
	options: readonly Choice[]
	/** Choices under headings of their own, after the others (a country's states). */
	groups?: ReadonlyArray<{ label: string; options: readonly Choice[] }>
}

type Choice = { value: string; label: string }

const optionsOf = (choices: readonly Choice[]) =>
	choices.map((choice) => (
		<option key={choice.value} value={choice.value}>
			{choice.label}
		</option>
	))

/** A labelled list to choose one from, its message under it. */
export function SelectField({ field, label, error, required = field.limits?.required ?? false, autoComplete, options, groups = [] }: Props) {
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
				{optionsOf(options)}
				{groups.map((group) => (
					<optgroup key={group.label} label={group.label}>
						{optionsOf(group.options)}
					</optgroup>
				))}
			</select>
		</FieldRow>
	)
}
