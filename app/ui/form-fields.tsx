import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import type { FieldLimits, FormLimits } from '#app/models/field-limits.ts'

// Forms the server checks on its own (guest details, buying points): each field from the
// server's last answer — what was posted and what is wrong with it — or from what the form
// starts with. No form library in the browser.

/** What a field needs to render: where it is, what it holds, what is wrong with it, its limits. */
export type Field = { id: string; name: string; errorId: string; errors: string[] | null; initialValue: string; values: string[]; limits: FieldLimits }

export function fieldsOf<Name extends string>(
	formId: string,
	names: readonly Name[],
	lastResult: SubmissionResult<string[]> | null | undefined,
	defaultValue: Partial<Record<Name, string | string[]>>,
	limits: FormLimits<Name> = {},
): Record<Name, Field> {
	const values = (lastResult?.initialValue ?? defaultValue) as Record<string, unknown>
	const entries = names.map((name) => {
		const value = values[name]
		const list = Array.isArray(value) ? value.map(String) : value === undefined || value === null || value === '' ? [] : [String(value)]
		const field: Field = {
			id: `${formId}-${name}`,
			name,
			errorId: `${formId}-${name}-error`,
			errors: lastResult?.error?.[name] ?? null,
			initialValue: list[0] ?? '',
			values: list,
			limits: limits[name] ?? {},
		}
		return [name, field] as const
	})
	return Object.fromEntries(entries) as Record<Name, Field>
}

/** The props a text input, select or text area takes from its field. */
export const controlOf = (field: Field) => ({
	id: field.id,
	name: field.name,
	defaultValue: field.initialValue,
	'aria-invalid': field.errors?.length ? true : undefined,
})

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

/** A one-time code the platform sent (spaces allowed, as people copy it); never shown again after an answer. */
export function OneTimeCodeInput({ field }: { field: Field }) {
	return (
		<input
			{...controlOf(field)}
			defaultValue=""
			inputMode="numeric"
			autoComplete="one-time-code"
			maxLength={ONE_TIME_CODE.digits + 4}
			aria-required="true"
			aria-describedby={describedBy(field)}
		/>
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

/** One choice of a radio group: its input and label tied by id, marked invalid with its group. */
export function RadioOption({ field, value, label, invalid }: { field: Field; value: string; label: string; invalid: boolean }) {
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
