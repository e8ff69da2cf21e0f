import type { ReactNode } from 'react'
import type { FieldLimits } from '#app/models/field-limits.ts'
import type { Field } from './form-fields/fields.ts'

export type { Field }

// The field kit's rows: a label, its control and its message, for TextField and SelectField
// (form-fields/controls.tsx) and a box to tick.

export const describedBy = (field: Field) => (field.errors?.length ? field.errorId : undefined)

/** A labelled control with its message under it; required fields carry the asterisk. */
export function FieldRow({
	field,
	label,
	error,
	required = true,
	children,
}: {
	field: Pick<Field, 'id' | 'errorId'>
	label: string
	error?: string
	required?: boolean
	children: ReactNode
}) {
	return (
		<div className={['field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
			<label htmlFor={field.id} className={required ? 'required' : undefined}>
				{label}
			</label>
			{children}
			<FieldError field={field} error={error} />
		</div>
	)
}

type CheckboxProps = {
	field: Pick<Field, 'id' | 'name' | 'errorId'> & { initialValue?: string; limits?: FieldLimits }
	label: string
	error?: string
	required?: boolean
	/** A line under the label that says what ticking it means, read with the box. */
	hint?: string
}

/** A box to tick, its label beside it and its message under it. */
export function CheckboxRow({ field, label, error, required = field.limits?.required ?? false, hint }: CheckboxProps) {
	const hintId = hint ? `${field.id}-hint` : undefined
	return (
		<div className={['field', 'field--checkbox', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
			<input
				type="checkbox"
				id={field.id}
				name={field.name}
				defaultChecked={field.initialValue === 'on'}
				aria-invalid={error ? true : undefined}
				aria-required={required || undefined}
				aria-describedby={[hintId, error ? field.errorId : undefined].filter(Boolean).join(' ') || undefined}
			/>
			<label htmlFor={field.id} className={required ? 'required' : undefined}>
				{label}
			</label>
			{hint ? (
				<p id={hintId} className="field-hint">
					{hint}
				</p>
			) : null}
			<FieldError field={field} error={error} />
		</div>
	)
}

/** A field's message, under it, named by its control's aria-describedby. */
export function FieldError({ field, error }: { field: Pick<Field, 'errorId'>; error?: string }) {
	return error ? (
		<p id={field.errorId} className="field-error">
			{error}
		</p>
	) : null
}
