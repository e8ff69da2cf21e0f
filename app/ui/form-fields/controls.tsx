// The field kit's controls, one module so that the browser loads them as one chunk (three
// chunks of 400-500 bytes cost a page with a form more than one of their sum: issue 32's
// 120 KB per page). Each wires label, message and ARIA once and takes its limits from the form's.
import type { ComponentType, HTMLAttributes, InputHTMLAttributes } from 'react'
import type { FieldLimits } from '#app/models/field-limits.ts'
import { FieldError, FieldRow, type Field } from '../form-fields.tsx'

/** What the kit's controls need of a field: conform's ids and name, the value it starts with, and its limits. */
export type KitField = { id: string; name: string; errorId: string; initialValue?: string; limits?: FieldLimits }

type TextProps = {
	field: KitField
	label: string
	/** The field's message, in the page's words. */
	error?: string
	/** Said by the page where the form's own limits cannot (an address part the chosen country needs). */
	required?: boolean
	type?: 'text' | 'email' | 'tel' | 'password' | 'date'
	autoComplete?: string
	inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
	/** A line between the label and the control (a format), read with it. */
	hint?: string
	/** Ids of lines elsewhere on the page that the control is read with. */
	describedBy?: string
	/** A text area of this many rows instead of a one-line input. */
	rows?: number
	/**
	 * Another input in place of the plain one, given the same attributes: the show/hide
	 * password of a sign-in (`PasswordInput`). Passed in, not imported here, so that a page
	 * whose fields are all plain does not load it.
	 */
	input?: ComponentType<InputHTMLAttributes<HTMLInputElement>>
}

/** The attributes a field's limits give its control; `aria-required` rather than `required`, so the server answers an empty field next to it. */
export const limitsOf = ({ minLength, maxLength, min, max, pattern }: FieldLimits = {}) => ({ minLength, maxLength, min, max, pattern })

/** The ids a control is read with: its hints, then its message when it has one. */
export const describedByOf = (field: KitField, error: string | undefined, ...hints: Array<string | undefined>) =>
	[...hints, error ? field.errorId : undefined].filter(Boolean).join(' ') || undefined

/** A labelled text input (or text area), its message under it, its limits from the form's. */
export function TextField({
	field,
	label,
	error,
	required = field.limits?.required ?? false,
	type = 'text',
	autoComplete,
	inputMode,
	hint,
	describedBy,
	rows,
	input: Input,
}: TextProps) {
	const hintId = hint ? `${field.id}-hint` : undefined
	const control = {
		id: field.id,
		name: field.name,
		defaultValue: field.initialValue,
		'aria-invalid': error ? true : undefined,
		...limitsOf(field.limits),
		autoComplete,
		'aria-required': required || undefined,
		'aria-describedby': describedByOf(field, error, describedBy, hintId),
	}
	return (
		<FieldRow field={field} label={label} error={error} required={required}>
			{hint ? (
				<p className="field-hint" id={hintId}>
					{hint}
				</p>
			) : null}
			{rows ? <textarea {...control} rows={rows} /> : Input ? <Input {...control} type={type} /> : <input {...control} type={type} inputMode={inputMode} />}
		</FieldRow>
	)
}

type SelectProps = {
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
export function SelectField({ field, label, error, required = field.limits?.required ?? false, autoComplete, options, groups = [] }: SelectProps) {
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

type ChoiceGroupProps = {
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
