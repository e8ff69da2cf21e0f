import { ErrorPage } from '#app/ui/error-page.tsx'

// Any address no other route claims: a real 404, rendered by the root error boundary.
export async function loader() {
	throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
	return <ErrorPage kind="not-found" />
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
