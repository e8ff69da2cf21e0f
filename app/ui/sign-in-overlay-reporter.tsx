import { useEffect } from 'react'
import { OVERLAY_CLOSE_MESSAGE, OVERLAY_EXTRA_HEIGHT, OVERLAY_HEIGHT_MESSAGE, type OverlayMessage } from '#app/models/sign-in-overlay.ts'

/**
 * Inside the frame: tells the page around it how tall the overlay is (spec 000 §4 step
 * 10, content height plus 20 px), on load and whenever the content resizes, and that
 * Escape was pressed here, where the page's dialog cannot hear it. Only a page of our
 * own origin receives either.
 */
export function SignInOverlayReporter() {
	useEffect(() => {
		if (window.parent === window) return
		const post = (message: OverlayMessage) => window.parent.postMessage(message, window.location.origin)
		// The body, not documentElement.scrollHeight: that never falls below the frame's
		// own height, so the frame could grow but never shrink back.
		const report = () => post({ type: OVERLAY_HEIGHT_MESSAGE, height: Math.ceil(document.body.getBoundingClientRect().height) + OVERLAY_EXTRA_HEIGHT })
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') post({ type: OVERLAY_CLOSE_MESSAGE })
		}
		const observer = new ResizeObserver(report)
		observer.observe(document.body)
		window.addEventListener('load', report)
		document.addEventListener('keydown', onKeyDown)
		return () => {
			observer.disconnect()
			window.removeEventListener('load', report)
			document.removeEventListener('keydown', onKeyDown)
		}
	}, [])
	return null
}
