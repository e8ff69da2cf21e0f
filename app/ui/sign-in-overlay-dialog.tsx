import { Link } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OVERLAY_CLOSE_MESSAGE, OVERLAY_HEIGHT_MESSAGE, readOverlayMessage } from '#app/models/sign-in-overlay.ts'
import { Modal, useModalLink } from '#app/ui/modal.tsx'

type Props = {
	/** The sign-in page: where the link goes without JavaScript. */
	href: string
	/** The overlay the dialog frames, with JavaScript. */
	overlayHref: string
	children: ReactNode
}

/**
 * A link to the sign-in page that, with JavaScript, opens the sign-in overlay in the
 * modal shell instead (DESIGN: the page is the real URL, the modal its upgrade).
 */
export function SignInOverlayDialog({ href, overlayHref, children }: Props) {
	const { t } = useTranslation()
	const [height, setHeight] = useState<number>()
	const [failed, setFailed] = useState(false)
	const frameRef = useRef<HTMLIFrameElement>(null)
	const dialog = useModalLink(() => {
		setFailed(false)
		setHeight(undefined)
	})
	const { open, onClose } = dialog

	useEffect(() => {
		if (!open) return
		const onMessage = (event: MessageEvent) => {
			// Only our own overlay, in this very frame, may size it or close the dialog.
			const frame = frameRef.current?.contentWindow
			if (event.origin !== window.location.origin || !frame || event.source !== frame) return
			const message = readOverlayMessage(event.data)
			if (message?.type === OVERLAY_HEIGHT_MESSAGE) setHeight(message.height)
			if (message?.type === OVERLAY_CLOSE_MESSAGE) onClose()
		}
		window.addEventListener('message', onMessage)
		return () => window.removeEventListener('message', onMessage)
	}, [open, onClose])

	// Our overlay marks itself; an error page, or a frame the browser refused, is a failed load.
	const onFrameLoad = () => {
		let loaded = false
		try {
			loaded = Boolean(frameRef.current?.contentDocument?.querySelector('[data-sign-in-overlay]'))
		} catch {
			loaded = false
		}
		if (!loaded) setFailed(true)
	}

	return (
		<>
			<Link ref={dialog.openerRef} to={href} onClick={dialog.onClick}>
				{children}
			</Link>
			<Modal open={open} onClose={onClose} opener={dialog.openerRef} title={t('signInOverlay.dialogTitle')} className="sign-in-overlay-dialog">
				{failed ? (
					<p className="sign-in-overlay-dialog__failed" role="alert">
						{t('signInOverlay.loadFailed')}
					</p>
				) : (
					<iframe
						ref={frameRef}
						src={overlayHref}
						title={t('signInOverlay.frameTitle')}
						className="sign-in-overlay-dialog__frame"
						// Set through the DOM, which the CSP allows, unlike a style attribute.
						style={height ? { height } : undefined}
						onLoad={onFrameLoad}
					/>
				)}
			</Modal>
		</>
	)
}
