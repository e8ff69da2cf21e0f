type Props = {
	id: string
	name: string
	label: string
	hint?: string
	/** The message, already translated, shown beside the field. */
	error?: string
	defaultValue: string
	type?: 'text' | 'number' | 'search'
	min?: number
	max?: number
}

/** One labelled input of a GET search form, its hint and error tied to it for screen readers. */
export function SearchField({ id, name, label, hint, error, defaultValue, type = 'text', min, max }: Props) {
	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			{hint ? (
				<p id={`${id}-hint`} className="field-hint">
					{hint}
				</p>
			) : null}
			<input
				id={id}
				name={name}
				type={type}
				min={min}
				max={max}
				defaultValue={defaultValue}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy}
				autoComplete="off"
			/>
			{error ? (
				<p id={`${id}-error`} className="field-error">
					{error}
				</p>
			) : null}
		</div>
	)
}
