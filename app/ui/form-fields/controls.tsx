// The field kit, one module so that the browser loads it as one chunk: the rows (a label,
// its control and its message; a box to tick) and the controls that fill them. Three chunks
// of 400-500 bytes cost a page with a form more than one of their sum (issue 32's 120 KB per
// page), and a page that loaded the rows alone split the kit in two, each form page then
// loading both. Each wires label, message and ARIA once and takes its limits from the form's.
// Pages import it through app/ui/form-fields.tsx.
import type { ChangeEventHandler, ComponentType, InputHTMLAttributes, ReactNode } from 'react'
import type { FieldLimits } from '#app/models/field-limits.ts'
import type { Field } from './fields.ts'

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
	label: ReactNode
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
	/** One choice of a radio group instead of a box: its value, chosen when the field holds it. */
	value?: string
}

/** A box to tick (or, given a value, one choice of a radio group), its label beside it and its message under it. */
export function CheckboxRow({ field, label, error, required = isRequired(field), hint, value }: CheckboxProps) {
	const hintId = hint ? `${field.id}-hint` : undefined
	return (
		<div className={['field', 'field--checkbox', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
			<input
				type={value ? 'radio' : 'checkbox'}
				id={field.id}
				name={field.name}
				// Only a radio's: React sees a value prop even when it is undefined, and gives a
				// hydrated box the value '' instead of the browser's 'on'.
				{...(value ? { value } : {})}
				defaultChecked={field.initialValue === (value ?? 'on')}
				aria-invalid={error ? true : undefined}
				aria-required={required || undefined}
				aria-describedby={describedByOf(field, error, hintId)}
			/>
			<label htmlFor={field.id} className={required ? 'required' : undefined}>
				{label}
			</label>
			<Hint id={hintId} hint={hint} />
			<FieldError field={field} error={error} />
		</div>
	)
}

/** Whether the form's limits ask for the field (a page may say otherwise). */
const isRequired = (field: { limits?: FieldLimits }) => field.limits?.required ?? false

/** A line that says what a control takes or means, read with it. */
function Hint({ id, hint }: { id?: string; hint?: string }) {
	return hint ? (
		<p id={id} className="field-hint">
			{hint}
		</p>
	) : null
}

/** A field's message, under it, named by its control's aria-describedby. */
export function FieldError({ field, error }: { field: Pick<Field, 'errorId'>; error?: string }) {
	return error ? (
		<p id={field.errorId} className="field-error">
			{error}
		</p>
	) : null
}

/** What the kit's controls need of a field: conform's ids and name, the value it starts with, and its limits. */
export type KitField = { id: string; name: string; errorId: string; initialValue?: string; limits?: FieldLimits }

type TextProps = {
	field: KitField
	/** Words, or words with a part for screen readers only (whose password a remembered member types). */
	label: ReactNode
	/** The field's message, in the page's words. */
	error?: string
	/** Said by the page where the form's own limits cannot (an address part the chosen country needs). */
	required?: boolean
	type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'search' | 'number'
	autoComplete?: string
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
	/** What else a search input takes: its list of suggestions, what to do as the visitor types, its enter key's word. */
	search?: Pick<InputHTMLAttributes<HTMLInputElement>, 'list' | 'onInput' | 'enterKeyHint'>
	/** What follows the control in its row: a search's list of suggestions. */
	children?: ReactNode
}

/** The attributes a field's limits give its control; `aria-required` rather than `required`, so the server answers an empty field next to it. */
export const limitsOf = ({ minLength, maxLength, min, max, pattern, inputMode }: FieldLimits = {}) => ({ minLength, maxLength, min, max, pattern, inputMode })

/** The ids a control is read with: its hints, then its message when it has one. */
export const describedByOf = (field: KitField, error: string | undefined, ...hints: Array<string | undefined>) =>
	[...hints, error ? field.errorId : undefined].filter(Boolean).join(' ') || undefined

/** A labelled text input (or text area), its message under it, its limits from the form's. */
export function TextField({
	field,
	label,
	error,
	required = isRequired(field),
	type = 'text',
	autoComplete,
	hint,
	describedBy,
	rows,
	input: Input,
	search,
	children,
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
			<Hint id={hintId} hint={hint} />
			{rows ? <textarea {...control} rows={rows} /> : Input ? <Input {...control} type={type} /> : <input {...control} {...search} type={type} />}
			{children}
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
	/** A line after the list that says what a choice means, read with it. */
	hint?: string
	/** Choices under headings of their own, after the others (a country's states). */
	groups?: ReadonlyArray<{ label: string; options: readonly Choice[] }>
}

/** A choice of a list; `lang` when its label is in a language of its own (a language's own name). */
type Choice = { value: string; label: string; lang?: string }

const optionsOf = (choices: readonly Choice[]) =>
	choices.map((choice) => (
		<option key={choice.value} value={choice.value} lang={choice.lang}>
			{choice.label}
		</option>
	))

/** A labelled list to choose one from, its message under it. */
export function SelectField({ field, label, error, required = isRequired(field), autoComplete, options, groups = [], hint }: SelectProps) {
	const hintId = hint ? `${field.id}-hint` : undefined
	return (
		<FieldRow field={field} label={label} error={error} required={required}>
			<select
				id={field.id}
				name={field.name}
				defaultValue={field.initialValue}
				aria-invalid={error ? true : undefined}
				autoComplete={autoComplete}
				aria-required={required || undefined}
				aria-describedby={describedByOf(field, error, hintId)}
			>
				{optionsOf(options)}
				{groups.map((group) => (
					<optgroup key={group.label} label={group.label}>
						{optionsOf(group.options)}
					</optgroup>
				))}
			</select>
			<Hint id={hintId} hint={hint} />
		</FieldRow>
	)
}

type InlineSelectProps = {
	field: Pick<KitField, 'id' | 'name' | 'errorId' | 'initialValue'>
	label: string
	error?: string
	options: readonly Choice[]
	/** With JavaScript, what a choice does at once (a currency's prices shown without a click). */
	onChange?: ChangeEventHandler<HTMLSelectElement>
	/** What sits beside the list: the form's button. */
	children?: ReactNode
}

/**
 * A one-choice form's field on one line (language, currency, the hotel list's order): the
 * label, the list and the form's button side by side, the message after them, announced,
 * since the page it is on has just loaded with it. No row around them: the form is the row.
 */
export function InlineSelectField({ field, label, error, options, onChange, children }: InlineSelectProps) {
	return (
		<>
			<label htmlFor={field.id}>{label}</label>
			<select
				id={field.id}
				name={field.name}
				defaultValue={field.initialValue}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? field.errorId : undefined}
				onChange={onChange}
			>
				{optionsOf(options)}
			</select>
			{children}
			{error ? (
				<p id={field.errorId} className="field-error" role="alert">
					{error}
				</p>
			) : null}
		</>
	)
}
