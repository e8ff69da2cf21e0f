import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, type Locale } from '#app/models/locale.ts'

type Props = { kind: 'not-found' | 'error'; requestId?: string }

/** What a person sees for an unknown address or a failure: no stack trace, ever. */
export function ErrorPage({ kind, requestId }: Props) {
	const { t, i18n } = useTranslation()
	const notFound = kind === 'not-found'
	return (
		<section className="error-page" aria-labelledby="error-title">
			<h1 id="error-title">{t(notFound ? 'errors.notFoundTitle' : 'errors.errorTitle')}</h1>
			<p>{t(notFound ? 'errors.notFoundBody' : 'errors.errorBody')}</p>
			{requestId ? <p className="error-page__reference">{t('errors.requestId', { requestId })}</p> : null}
			<p>
				<Link to={localizePath('/', i18n.language as Locale)}>{t('errors.backHome')}</Link>
			</p>
		</section>
	)
}
