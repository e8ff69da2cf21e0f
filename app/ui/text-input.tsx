import { useId, useState, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { textInputProblem, EMAIL_MAX_LENGTH, type TextInputProblem, type TextInputType } from '#app/models/text-input.ts'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'id' | 'value'> & {
	name: string
	label: string
	type?: TextInputType
	/** A line under the label (a format, a limit), read with the field. */
	hint?: string
	required?: boolean
	/** The server's message for this field (a form posted without JavaScript). */
	error?: string | null
}

/**
 * A labelled text input (spec 000 §4): required fields carry an asterisk; a required
 * field left empty, or an e-mail field that is not an address, goes into its error state
 * on blur with JavaScript, and the server's message for the field is shown the same way
 * without it. `aria-required` rather than `required`, so the browser's own bubble does
 * not stop the form before the server can answer with a message next to the field.
 */
export function TextInput({ name, label, type = 'text', hint, required = false, error, defaultValue, onBlur, onChange, className, ...rest }: Props) {
	const { t } = useTranslation()
	const id = useId()
	const errorId = `${id}-error`
	const hintId = `${id}-hint`
	const [problem, setProblem] = useState<TextInputProblem | null>(null)
	// Once the visitor has changed the value, the server's verdict on the old one no longer holds.
	const [edited, setEdited] = useState(false)
	const message = problem ? t(`textInput.${problem}`, { label }) : edited ? null : error || null

	return (
		<div className={['text-input', message ? 'text-input--error' : '', className ?? ''].filter(Boolean).join(' ')}>
			<label className="text-input__label" htmlFor={id}>
				{label}
				{required ? (
					<>
						<span className="text-input__required" aria-hidden="true">
							{' *'}
						</span>
						<span className="visually-hidden">{` (${t('textInput.requiredHint')})`}</span>
					</>
				) : null}
			</label>
			{hint ? (
				<p id={hintId} className="text-input__hint">
					{hint}
				</p>
			) : null}
			<input
				{...rest}
				id={id}
				name={name}
				type={type}
				defaultValue={defaultValue}
				maxLength={type === 'email' ? EMAIL_MAX_LENGTH : rest.maxLength}
				aria-required={required || undefined}
				aria-invalid={message ? true : undefined}
				aria-describedby={[hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined}
				onBlur={(event) => {
					setProblem(textInputProblem({ value: event.currentTarget.value, required, type }))
					onBlur?.(event)
				}}
				onChange={(event) => {
					setEdited(true)
					// Already in error: say as soon as it is fixed, not only on the next blur.
					if (problem) setProblem(textInputProblem({ value: event.currentTarget.value, required, type }))
					onChange?.(event)
				}}
			/>
			{message ? (
				<p id={errorId} className="text-input__error">
					{message}
				</p>
			) : null}
		</div>
	)
}
