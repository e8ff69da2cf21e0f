// Choices: radio buttons and check boxes, alone or in a group under a legend. A module of
// its own, apart from controls.tsx: the pages that offer choices (guest details, profile)
// load it, the search forms (the rate list's, at the edge of its script budget) do not.
import type { ReactNode } from 'react'
import { FieldError } from './controls.tsx'
import type { Field } from './fields.ts'

/** One choice of a radio group: its input and label tied by id, marked invalid with its group. */
export function RadioOption({ field, value, label, invalid }: { field: Field; value: string; label: ReactNode; invalid: boolean }) {
	return (
		<div className="field field--checkbox">
			<input
				type="radio"
				id={`${field.id}-${value}`}
				name={field.name}
				value={value}
				defaultChecked={field.initialValue === value}
				aria-invalid={invalid ? true : undefined}
			/>
			<label htmlFor={`${field.id}-${value}`}>{label}</label>
		</div>
	)
}

type ChoiceGroupProps = {
	field: Pick<Field, 'id' | 'name' | 'errorId' | 'values'>
	legend: string
	/** Radio buttons (one value) or check boxes (several). */
	type: 'radio' | 'checkbox'
	/** Each choice's label: words, or words with markup of their own. */
	choices: ReadonlyArray<{ value: string; label: ReactNode }>
	error?: string
	className?: string
	/** How a choice's id ends when its value is '' (none). */
	noneId?: string
}

/**
 * A group of radio buttons or check boxes under one legend: each choice's input and label
 * tied by id (`<field id>-<value>`), the group's message under it and named by the group.
 */
export function ChoiceGroup({ field, legend, type, choices, error, className, noneId = 'none' }: ChoiceGroupProps) {
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
