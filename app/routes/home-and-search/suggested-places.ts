import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { DESTINATION_MAX_LENGTH, withoutControlCharacters } from '#app/models/destination-search.ts'
import { SUGGESTION_MIN_LENGTH, type SuggestionsAnswer } from '#app/models/suggested-places.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { placeSuggestions } from '#app/services/hotel-search.server.ts'

// Suggested places as JSON (`/search/suggestedPlaces?query=new`): what the destination
// field proposes as the visitor types, with JavaScript. Without it the results page lists
// the same places as links (app/routes/home-and-search/home.tsx). Places are the same for every
// visitor, so a browser may keep an answer a few minutes.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const query = withoutControlCharacters(new URL(request.url).searchParams.get('query') ?? '')
		.trim()
		.slice(0, DESTINATION_MAX_LENGTH)
	const headers = { 'Cache-Control': 'public, max-age=300' }
	if (query.length < SUGGESTION_MIN_LENGTH) return json<SuggestionsAnswer>({ places: [] }, { headers })
	const visitor = await getVisitor(request, context)
	try {
		const places = await placeSuggestions(query, visitor.upstream)
		return json<SuggestionsAnswer>({ places: places.map(({ name, description }) => ({ name, description })) }, { headers })
	} catch (error) {
		// The field then proposes nothing; the search itself still works.
		logUnlessUpstream('suggested places', error)
		return json<SuggestionsAnswer>({ places: [] }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
	}
}
