import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFoundResponse } from '#app/http/not-found.server.ts'
import { ErrorPage } from '#app/ui/error-page.tsx'

// Any address no other route claims: a real 404, rendered by the error boundary, titled by notFoundMeta.
export async function loader({ request }: LoaderFunctionArgs) {
	throw await notFoundResponse(request)
}

export default function NotFound() {
	return <ErrorPage kind="not-found" />
}

export { notFoundMeta as meta } from '#app/ui/not-found-meta.ts'

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
