import type { HTMLAttributes } from 'react'
import type { FieldLimits } from '#app/models/field-limits.ts'
import { FieldRow } from '../form-fields.tsx'
import { PasswordInput } from '../password-field.tsx'

/** What the kit's controls need of a field: conform's ids and name, the value it starts with, and its limits. */
export type KitField = { id: string; name: string; errorId: string; initialValue?: string; limits?: FieldLimits }

type Props = {
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
	/** A password the visitor may show while typing (a sign-in); a new one is never shown. */
	showable?: boolean
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
	showable,
}: Props) {
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
			{rows ? <textarea {...control} rows={rows} /> : showable ? <PasswordInput {...control} /> : <input {...control} type={type} inputMode={inputMode} />}
		</FieldRow>
	)
}
