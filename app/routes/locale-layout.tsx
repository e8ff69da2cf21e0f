import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { localeOfSubDirectory } from '#app/models/locale.ts'
import { notFoundResponse } from '#app/http/not-found.server.ts'

// Every page lives under an optional locale sub-directory (none for en-US). A first
// segment that is not one of ours is an unknown page, not a language.
export async function loader({ params, request }: LoaderFunctionArgs) {
	if (params.lang && !localeOfSubDirectory(params.lang)) throw await notFoundResponse(request)
	return null
}

export default function LocaleLayout() {
	return <Outlet />
}

// Pages below have meta of their own; an unknown first segment is this layout's 404.
export { notFoundMeta as meta } from '#app/ui/not-found-meta.ts'

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
