import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, type Locale } from '#app/models/locale.ts'

// The chain's header shell; later work adds search, sign-in and the member's name.
export function SiteHeader({ locale }: { locale: Locale }) {
	const { t } = useTranslation()
	return (
		<header className="site-header">
			<Link to={localizePath('/', locale)} className="site-header__brand" aria-label={t('site.homeLink')}>
				{t('site.name')}
			</Link>
		</header>
	)
}
