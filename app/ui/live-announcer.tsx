import { useEffect } from 'react'
import { ANNOUNCER_ID, nextLiveMode, type AnnouncerEvent, type LiveMode } from '#app/models/announcements.ts'

export function setLiveMode(event: AnnouncerEvent) {
	const element = document.getElementById(ANNOUNCER_ID)
	if (element) element.setAttribute('aria-live', nextLiveMode((element.getAttribute('aria-live') ?? 'polite') as LiveMode, event))
}

/**
 * The page's one live region (spec 001 §4): polite at first; empty and harmless without
 * JavaScript. It goes off at the first Tab press, or at mouse movement once the page has
 * loaded, listened for from hydration on (here, not with the words in page-enhancements.tsx,
 * whose chunk comes later: a Tab in between was missed); each announcement asked for makes
 * it polite again.
 */
export function LiveRegion() {
	useEffect(() => {
		// Once off, the region stays for the changes asked for; so the first switch is the last.
		const stop = () => {
			window.removeEventListener('keydown', onKey)
			window.removeEventListener('mousemove', onMouse)
		}
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Tab') return
			setLiveMode({ kind: 'tab' })
			stop()
		}
		const onMouse = () => {
			if (document.readyState !== 'complete') return
			setLiveMode({ kind: 'mouse', loaded: true })
			stop()
		}
		window.addEventListener('keydown', onKey)
		window.addEventListener('mousemove', onMouse)
		return stop
	}, [])
	return <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
}
