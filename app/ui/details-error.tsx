import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RootLoaderData } from '#app/root.tsx'
import { ErrorPage } from './error-page.tsx'

/** The detail pages' error boundary: a malformed address says so (400), an unknown code is a 404. */
export function DetailsError() {
	const { t } = useTranslation()
	const error = useRouteError()
	const root = useRouteLoaderData<RootLoaderData>('root')
	if (isRouteErrorResponse(error) && error.status === 400) {
		return (
			<section className="error-page" aria-labelledby="error-title">
				<h1 id="error-title">{t('rateDetails.badQueryTitle')}</h1>
				<p>{t('rateDetails.badQueryBody')}</p>
			</section>
		)
	}
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return <ErrorPage kind={notFound ? 'not-found' : 'error'} requestId={root?.requestId} />
}
