import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, stripSubDirectory, type Locale } from '#app/models/locale.ts'
import { sessionTimeoutHref } from '#app/models/session-timeout-paths.ts'

/**
 * The session-timeout warning on the booking pages (spec 001 §2, §9) without JavaScript:
 * a line and a link to the warning page, whose form keeps the session. With JavaScript
 * the clock and its dialog come too (session-timeout-timer.tsx, from page-enhancements.tsx).
 */
export function SessionTimeoutNote() {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	// The page's own address (the warning page checks it again before going back to it).
	const returnTo = `${stripSubDirectory(location.pathname)}${location.search}`
	return (
		<p className="session-timeout-note">
			{t('sessionNote.note')} <Link to={localizePath(sessionTimeoutHref(returnTo), i18n.language as Locale)}>{t('sessionNote.keepLink')}</Link>
		</p>
	)
}
