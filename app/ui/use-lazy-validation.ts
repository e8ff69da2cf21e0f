import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react'
import type { FieldLimits, FormLimits } from '#app/models/field-limits.ts'

/** Conform's answer as the lazily loaded validation module gives it (parseWithZod). */
type Validation = { status?: string; error?: Record<string, string[] | null> | null }
type Loaded = { validate: (formData: FormData) => Validation }
type Errors = Record<string, string[]>

export type FieldState = { id: string; name: string; errorId: string; errors?: string[]; initialValue?: string; limits?: FieldLimits }

type Options<Name extends string> = {
	id: string
	names: readonly Name[]
	/** The server's answer to the last post (conform's reply): its values and errors. */
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Partial<Record<Name, string>>
	/** Each field's limits, for the field kit to turn into its control's attributes. */
	limits?: FormLimits<Name>
	/** When a field first says what is wrong with it: on leaving it, or at the first submit. */
	validateOn: 'blur' | 'submit'
	load: () => Promise<Loaded>
	/** Load once the page is interactive: for a form whose post leaves the page (a sign-in frame posts to the top window), so an empty submit is caught in place. */
	eager?: boolean
}

const errorsOf = (error: Record<string, string[] | null> | null | undefined, shown: (name: string) => boolean): Errors =>
	Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length) && shown(entry[0])))

/**
 * A form's state and its validation in the browser, without conform's client code: the
 * page renders the server's answer (the values kept, each error by its field), and the
 * schemas and zod (about 15 KB gzip) are loaded when the visitor first steps into the
 * form. Until they arrive a submit goes through for the server to validate, as with
 * JavaScript off; the server validates every post anyway. Field ids are conform's
 * (`<form>-<name>`, `<form>-<name>-error`), which the server's render shares.
 */
export function useLazyValidation<Name extends string>({ id, names, lastResult, defaultValue, limits = {}, validateOn, load, eager = false }: Options<Name>) {
	const loaded = useRef<Loaded>()
	const requested = useRef(false)
	// The fields whose errors are said: after the server's answer or a submit, all of them
	// (a blur elsewhere must not hide what the server said about the password).
	const everyField = () => new Set(['', ...names])
	const touched = useRef(lastResult ? everyField() : new Set<string>())
	const [answer, setAnswer] = useState(lastResult)
	const [errors, setErrors] = useState<Errors>(() => errorsOf(lastResult?.error, () => true))
	if (answer !== lastResult) {
		// A new answer from the server: its errors replace what the browser said.
		setAnswer(lastResult)
		setErrors(errorsOf(lastResult?.error, () => true))
		touched.current = everyField()
	}
	const onFocus = () => {
		if (requested.current) return
		requested.current = true
		load().then(
			(validation) => (loaded.current = validation),
			() => (requested.current = false),
		)
	}
	useEffect(() => {
		if (eager) onFocus()
		// Once, after hydration.
	}, [])

	const revalidate = (form: HTMLFormElement) => {
		if (!loaded.current) return undefined
		const validation = loaded.current.validate(new FormData(form))
		setErrors(errorsOf(validation.error, (name) => touched.current.has(name)))
		return validation
	}
	const nameOf = (event: SyntheticEvent) => (event.target as Partial<HTMLInputElement>).name ?? ''
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		touched.current = everyField()
		const validation = revalidate(event.currentTarget)
		if (!validation || validation.status === 'success') return
		event.preventDefault()
		const first = names.find((name) => validation.error?.[name]?.length)
		if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
	}
	const onBlur = (event: FormEvent<HTMLFormElement>) => {
		const name = nameOf(event)
		if (validateOn !== 'blur' || !(names as readonly string[]).includes(name)) return
		touched.current.add(name)
		revalidate(event.currentTarget)
	}
	const onInput = (event: FormEvent<HTMLFormElement>) => {
		if (touched.current.has(nameOf(event))) revalidate(event.currentTarget)
	}

	const values = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>
	const fields = Object.fromEntries(
		names.map((name) => {
			const fieldId = `${id}-${name}`
			const value = values[name]
			const field: FieldState = {
				id: fieldId,
				name,
				errorId: `${fieldId}-error`,
				errors: errors[name],
				initialValue: typeof value === 'string' ? value : undefined,
				limits: limits[name],
			}
			return [name, field]
		}),
	) as Record<Name, FieldState>
	const form = { id, errors: errors[''], props: { id, noValidate: true, onSubmit, onFocus, onBlur, onInput } }
	return { form, fields }
}
