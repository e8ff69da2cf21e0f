import type { MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'

/** The title a thrown `notFoundResponse` carries, for the route whose boundary draws it; nothing otherwise. */
export const notFoundMeta: MetaFunction = ({ error }) => {
	const title: unknown = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined
	return typeof title === 'string' ? [{ title }, { name: 'robots', content: 'noindex' }] : []
}
