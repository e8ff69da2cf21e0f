import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { countdownText, timeoutPhase } from '#app/models/session-timeout.ts'
import { announce } from './announce.ts'
import { useSessionTranslation } from './messages/session.ts'
import { Modal } from './modal.tsx'
import { SessionTimeoutChoices } from './session-timeout-choices.tsx'

type Props = {
	/** When the session was last read (ms): it ends 30 minutes after. */
	touchedAt: number
	action: string
	returnTo: string
	signOutAction: string
	member: boolean
	/** The platform kept the session: the 30 minutes start again. */
	onKept: () => void
	/** The countdown reached zero. */
	onExpired: () => void
}

/**
 * The session-timeout modal (spec 001 §2), in the one modal shell: Escape or a click
 * outside closes it (the countdown goes on, and the page still times out at zero). It is
 * loaded lazily by SessionTimeoutWarning when the warning is due.
 */
export default function SessionTimeoutDialog({ touchedAt, action, returnTo, signOutAction, member, onKept, onExpired }: Props) {
	const { t } = useSessionTranslation()
	const fetcher = useFetcher<{ extended?: boolean }>()
	const [open, setOpen] = useState(true)
	const [now, setNow] = useState(() => Date.now())
	const phase = timeoutPhase(touchedAt, now)

	useEffect(() => {
		const timer = window.setInterval(() => setNow(Date.now()), 1000)
		return () => window.clearInterval(timer)
	}, [])
	useEffect(() => {
		if (phase.phase === 'expired') onExpired()
	}, [phase.phase, onExpired])
	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data?.extended) return
		announce('sessionExtended')
		onKept()
	}, [fetcher.state, fetcher.data, onKept])

	return (
		<Modal open={open} onClose={() => setOpen(false)} title={t('sessionTimeout.dialogTitle')} className="session-timeout-dialog">
			{/* Read out once as the dialog opens, not every second: the timer is not a live region. */}
			<p className="session-timeout__countdown">{t('sessionTimeout.timeLeft', { time: countdownText(phase.phase === 'warning' ? phase.secondsLeft : 0) })}</p>
			<SessionTimeoutChoices action={action} returnTo={returnTo} signOutAction={signOutAction} member={member} fetcher={fetcher} />
		</Modal>
	)
}
