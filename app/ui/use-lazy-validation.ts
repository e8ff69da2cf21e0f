import { parse, type Submission } from '@conform-to/react'
import { useEffect, useRef } from 'react'

type Loaded<Output> = { validate: (formData: FormData) => Submission<Output, string[]> }

// Until the schema arrives: a blur's validation finds nothing to say (and stays in the
// browser: with no answer at all conform would post the blur to the server), and a submit
// goes through for the server to validate, as with JavaScript off.
const serverDecides = (formData: FormData) => parse(formData, { resolve: () => ({ value: undefined }) })

/**
 * A form's validation in the browser, loaded when the visitor first steps into the form:
 * the schemas and zod (about 15 KB gzip) are not part of the page's JavaScript, and a
 * visitor who never touches the form never downloads them. They arrive a few
 * milliseconds after the first focus; the server validates every post anyway. `eager`
 * loads them once the page is interactive instead: for a form whose post leaves the page
 * (a sign-in frame posts to the top window), so an empty submit is caught in place.
 */
export function useLazyValidation<Output>(load: () => Promise<Loaded<Output>>, { eager = false } = {}) {
	const loaded = useRef<Loaded<Output>>()
	const requested = useRef(false)
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
	const onValidate = ({ formData }: { formData: FormData }) =>
		loaded.current ? loaded.current.validate(formData) : (serverDecides(formData) as Submission<Output, string[]>)
	return { onFocus, onValidate }
}
