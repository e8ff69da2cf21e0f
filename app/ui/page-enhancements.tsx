import { useLocation, useMatches } from '@remix-run/react'
import { lazy, Suspense, useEffect } from 'react'
import { ANNOUNCE_DELAY_MS, ANNOUNCER_ID } from '#app/models/announcements.ts'
import { CONSENT_EVENT, TAG_MANAGER_GLOBAL, waitFor } from '#app/models/tag-manager.ts'
import type { Locale } from '#app/models/locale.ts'
import { stripSubDirectory } from '#app/models/locale.ts'
import { announce, ANNOUNCE_EVENT, type Announcement } from './announce.ts'
import { setLiveMode } from './live-announcer.tsx'
import { useInteractiveTranslation } from './messages/interactive.ts'

// What the page does once it has hydrated and that shows nothing of its own: the live
// region's words and modes, the tag manager's consent event, and the session-timeout
// clock. One chunk, loaded after hydration (root.tsx), so no page's first script carries it.

// Only the booking pages with a session need the clock and its dialog.
const SessionTimeoutTimer = lazy(() => import('./session-timeout-timer.tsx'))

/** The reservation layout's route id (routes/booking/reservation-layout.tsx): its data says whether the page has a session that ends. */
const RESERVATION_LAYOUT_ID = 'routes/booking/reservation-layout'

export default function PageEnhancements({ locale }: { locale: Locale }) {
	useLiveRegion()
	useTagManagerConsent()
	useSaveAnnouncements()
	const location = useLocation()
	const layout = useMatches().find((match) => match.id === RESERVATION_LAYOUT_ID)
	const session = (layout?.data as { session?: { member: boolean } | null } | undefined)?.session
	if (!session) return null
	return (
		<Suspense fallback={null}>
			<SessionTimeoutTimer
				member={session.member}
				returnTo={`${stripSubDirectory(location.pathname)}${location.search}`}
				pageKey={location.key}
				locale={locale}
			/>
		</Suspense>
	)
}

/** The live region's words (spec 001 §4); its modes are live-announcer.tsx's, from hydration on. */
function useLiveRegion() {
	const { t } = useInteractiveTranslation()
	useEffect(() => {
		let pending: number | undefined
		const onAnnounce = (event: Event) => {
			const element = document.getElementById(ANNOUNCER_ID)
			const detail = (event as CustomEvent<Announcement>).detail
			if (!element || typeof detail?.key !== 'string') return
			setLiveMode({ kind: 'announce' })
			// Emptied first, and written a moment later, so the same words twice are said twice.
			element.textContent = ''
			window.clearTimeout(pending)
			pending = window.setTimeout(() => {
				element.textContent = t(`announce.${detail.key}`, detail.values)
			}, ANNOUNCE_DELAY_MS)
		}
		window.addEventListener(ANNOUNCE_EVENT, onAnnounce)
		return () => {
			window.removeEventListener(ANNOUNCE_EVENT, onAnnounce)
			window.clearTimeout(pending)
		}
	}, [t])
}

/**
 * The save heart flips without a reload (spec 000 §4): its form carries the platform's
 * last answer in data-answer and the hotel's name, and the change is said here, so the
 * heart's own code stays as small as it was.
 */
function useSaveAnnouncements() {
	useEffect(() => {
		const observer = new MutationObserver((records) => {
			for (const { target } of records) {
				if (!(target instanceof HTMLFormElement)) continue
				const answer = target.dataset.answer
				const name = target.elements.namedItem('hotelName')
				if (!answer || !(name instanceof HTMLInputElement)) continue
				announce(answer === 'true' ? 'hotelSaved' : 'hotelUnsaved', { name: name.value })
			}
		})
		observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-answer'] })
		return () => observer.disconnect()
	}, [])
}

type TagManager = { track?: (event: string) => void }

/** Spec 000 §9: the tag manager, looked for up to 30 more times 100 ms apart, gets the consent event once it is there. */
function useTagManagerConsent() {
	useEffect(
		() =>
			waitFor(
				() => (window as unknown as Record<string, TagManager | undefined>)[TAG_MANAGER_GLOBAL],
				(manager) => {
					manager.track?.('consent')
					window.dispatchEvent(new CustomEvent(CONSENT_EVENT))
				},
				{ timers: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle as number) } },
			),
		[],
	)
}
