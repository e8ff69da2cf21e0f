import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { ErrorBoundary } from './error-boundary.tsx'

// Apart from error-boundary.tsx, which every route imports: its words are the rates area's,
// which only the detail pages load (area-translation.ts).

/** The detail pages' boundary: their address carries codes and dates, so a malformed one (400) says so. */
export function DetailsErrorBoundary() {
	const { t } = useRatesTranslation()
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 400) {
		return (
			<section className="error-page" aria-labelledby="error-title">
				<h1 id="error-title">{t('rateDetails.badQueryTitle')}</h1>
				<p>{t('rateDetails.badQueryBody')}</p>
			</section>
		)
	}
	return <ErrorBoundary />
}
