import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useState } from 'react'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { sessionTimedOutHref, sessionTimeoutHref } from '#app/models/session-timeout-paths.ts'
import { timeoutPhase } from '#app/models/session-timeout.ts'
import SessionTimeoutDialog from './session-timeout-dialog.tsx'

type Props = { member: boolean; returnTo: string; locale: Locale; /** The location's key: each new page read the session. */ pageKey: string }

/**
 * The warning's clock (spec 001 §9): the platform ends a session 30 minutes after its last
 * read, and every page the app serves reads it, so each new page starts the 30 minutes
 * again. Five minutes before the end the dialog opens; at the end the page goes to the
 * timed-out page.
 */
export default function SessionTimeoutTimer({ member, returnTo, locale, pageKey }: Props) {
	const navigate = useNavigate()
	const [touchedAt, setTouchedAt] = useState(() => Date.now())
	const [warning, setWarning] = useState(false)
	useEffect(() => {
		setTouchedAt(Date.now())
		setWarning(false)
	}, [pageKey])

	const expire = useCallback(() => navigate(localizePath(sessionTimedOutHref(returnTo), locale)), [navigate, returnTo, locale])
	useEffect(() => {
		const now = timeoutPhase(touchedAt, Date.now())
		if (now.phase === 'expired') return void expire()
		if (now.phase === 'warning') return void setWarning(true)
		const timer = window.setTimeout(() => setWarning(true), now.warnInMs)
		return () => window.clearTimeout(timer)
	}, [touchedAt, expire])
	const kept = useCallback(() => {
		setWarning(false)
		setTouchedAt(Date.now())
	}, [])

	return warning ? (
		<SessionTimeoutDialog
			touchedAt={touchedAt}
			action={localizePath(sessionTimeoutHref(returnTo), locale)}
			returnTo={returnTo}
			signOutAction={localizePath('/logout.mi', locale)}
			member={member}
			onKept={kept}
			onExpired={expire}
		/>
	) : null
}
