import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { availabilityEntry } from '#app/routes/booking/availability-entry.server.ts'
import { AvailabilityEntryPage } from '#app/ui/availability-entry-page.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// /reservation/availability.mi (spec 001 §2, "takes the query string"): a 302 to the rate
// list, the availability calendar or the hotel search; the search form (400) otherwise.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return availabilityEntry(request, context)
}

export default function AvailabilityRoute() {
	const { action, values, errors } = useLoaderData<typeof loader>()
	return <AvailabilityEntryPage action={action} values={values} errors={errors} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
