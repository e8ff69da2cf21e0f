import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { localeOfSubDirectory } from '#app/models/locale.ts'

// Every page lives under an optional locale sub-directory (none for en-US). A first
// segment that is not one of ours is an unknown page, not a language.
export async function loader({ params }: LoaderFunctionArgs) {
	invariantResponse(!params.lang || localeOfSubDirectory(params.lang), 'Not found', { status: 404 })
	return null
}

export default function LocaleLayout() {
	return <Outlet />
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
