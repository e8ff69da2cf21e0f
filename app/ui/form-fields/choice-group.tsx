import { FieldError, type Field } from '../form-fields.tsx'

type Props = {
	field: Pick<Field, 'id' | 'name' | 'errorId' | 'values'>
	legend: string
	/** Radio buttons (one value) or check boxes (several). */
	type: 'radio' | 'checkbox'
	choices: ReadonlyArray<{ value: string; label: string }>
	error?: string
	className?: string
	/** How a choice's id ends when its value is '' (none). */
	noneId?: string
}

/**
 * A group of radio buttons or check boxes under one legend: each choice's input and label
 * tied by id (`<field id>-<value>`), the group's message under it and named by the group.
 */
export function ChoiceGroup({ field, legend, type, choices, error, className, noneId = 'none' }: Props) {
	return (
		<fieldset className={className} aria-describedby={error ? field.errorId : undefined}>
			<legend>{legend}</legend>
			{choices.map(({ value, label }) => {
				const id = `${field.id}-${value || noneId}`
				return (
					<div key={id} className="field field--checkbox">
						<input
							type={type}
							id={id}
							name={field.name}
							value={value}
							defaultChecked={field.values.includes(value) || (value === '' && field.values.length === 0)}
							aria-invalid={error ? true : undefined}
						/>
						<label htmlFor={id}>{label}</label>
					</div>
				)
			})}
			<FieldError field={field} error={error} />
		</fieldset>
	)
}
