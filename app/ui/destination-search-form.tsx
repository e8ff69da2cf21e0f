import type { SubmissionResult } from '@conform-to/react'
import { Form, useFetcher, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DESTINATION_SEARCH_LIMITS } from '#app/models/destination-search.ts'
import { SUGGESTION_MIN_LENGTH, type SuggestionsAnswer } from '#app/models/suggested-places.ts'
import { ErrorSummary } from './error-summary.tsx'
import { TextField } from './form-fields.tsx'
import { useLazyValidation } from './use-lazy-validation.ts'

type Props = {
	/** The home page of the visitor's locale: the search is a GET to it. */
	action: string
	/** The destination of the shown search, kept in the field. */
	destination: string
	lastResult?: SubmissionResult<string[]> | null
	/** A brand landing page's search: a blank destination lists all the brand's hotels. */
	optional?: boolean
}

const SUGGESTIONS_PATH = '/search/suggestedPlaces'
// Spec 001 §9's debounce: one request once the visitor pauses, not one per key.
const SUGGESTION_DEBOUNCE_MS = 200

/**
 * With JavaScript the field proposes the platform's suggested places as the visitor
 * types (a datalist); without it the results page lists them as links instead.
 */
function usePlaceSuggestions() {
	const fetcher = useFetcher<SuggestionsAnswer>()
	const timer = useRef<ReturnType<typeof setTimeout>>()
	useEffect(() => () => clearTimeout(timer.current), [])
	const onInput = (value: string) => {
		clearTimeout(timer.current)
		const query = value.trim()
		if (query.length < SUGGESTION_MIN_LENGTH) return
		timer.current = setTimeout(() => fetcher.load(`${SUGGESTIONS_PATH}?${new URLSearchParams({ query })}`), SUGGESTION_DEBOUNCE_MS)
	}
	return { places: fetcher.data?.places ?? [], onInput }
}

/** The hotel search by destination (home page); a GET form, so its result has a URL to share. */
export function DestinationSearchForm({ action, destination, lastResult, optional = false }: Props) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const suggestions = usePlaceSuggestions()
	const { form, fields } = useLazyValidation({
		id: 'destination-search',
		names: ['destination'],
		lastResult,
		defaultValue: { destination },
		limits: DESTINATION_SEARCH_LIMITS,
		validateOn: 'submit',
		load: () =>
			import('./validation/destination-search.ts').then((module) => (optional ? module.brandLandingSearchValidation : module.destinationSearchValidation)),
	})
	const searching = navigation.state === 'loading' && navigation.location.pathname === action && navigation.location.search !== ''
	const fieldError = fields.destination.errors?.[0] ? t(`search.errors.${fields.destination.errors[0]}`) : undefined
	const formErrors = (form.errors ?? []).map((key) => t(`search.errors.${key}`))
	const summary = formErrors.length ? formErrors : fieldError ? [t('search.errorSummary')] : []
	const listId = `${fields.destination.id}-suggestions`

	return (
		<Form method="get" action={action} className="destination-search" aria-label={t('search.formLabel')} {...form.props}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<TextField
				field={fields.destination}
				label={t('search.destinationLabel')}
				error={fieldError}
				required={!optional}
				type="search"
				autoComplete="off"
				hint={t('search.destinationHint')}
				search={{ list: listId, enterKeyHint: 'search', onInput: (event) => suggestions.onInput(event.currentTarget.value) }}
			>
				<datalist id={listId}>
					{suggestions.places.map((place) => (
						<option key={place.description} value={place.name} label={place.description} />
					))}
				</datalist>
			</TextField>
			<button type="submit" disabled={searching} aria-busy={searching}>
				{t(searching ? 'search.submitting' : 'search.submit')}
			</button>
		</Form>
	)
}
