import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import type { RootLoaderData } from '#app/root.tsx'
import { ErrorPage } from './error-page.tsx'

// The error boundaries routes re-export (STYLE.md: every route exports one), so a failure
// is drawn where it happened, inside the layouts above it, never with a stack trace.

/** An unknown address is "not found"; anything else is the failure page with the request's reference. */
export function ErrorBoundary() {
	const error = useRouteError()
	const root = useRouteLoaderData<RootLoaderData>('root')
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return <ErrorPage kind={notFound ? 'not-found' : 'error'} requestId={root?.requestId} />
}
