import { Link } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { OVERLAY_CLOSE_MESSAGE, OVERLAY_HEIGHT_MESSAGE, readOverlayMessage } from '#app/models/sign-in-overlay.ts'

type Props = {
	/** The sign-in page: where the link goes without JavaScript. */
	href: string
	/** The overlay the dialog frames, with JavaScript. */
	overlayHref: string
	children: ReactNode
}

/**
 * A link to the sign-in page that, with JavaScript, opens the sign-in overlay in a modal
 * dialog instead (DESIGN: the page is the real URL, the modal its upgrade). The native
 * dialog closes on Escape and keeps Tab inside; focus goes back to the link on close.
 */
export function SignInOverlayDialog({ href, overlayHref, children }: Props) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const titleId = useId()
	const [open, setOpen] = useState(false)
	const [height, setHeight] = useState<number>()
	const [failed, setFailed] = useState(false)
	const openerRef = useRef<HTMLAnchorElement>(null)
	const dialogRef = useRef<HTMLDialogElement>(null)
	const frameRef = useRef<HTMLIFrameElement>(null)

	useEffect(() => {
		const dialog = dialogRef.current
		if (open && dialog && !dialog.open) dialog.showModal()
	}, [open])

	useEffect(() => {
		if (!open) return
		const onMessage = (event: MessageEvent) => {
			// Only our own overlay, in this very frame, may size it or close the dialog.
			const frame = frameRef.current?.contentWindow
			if (event.origin !== window.location.origin || !frame || event.source !== frame) return
			const message = readOverlayMessage(event.data)
			if (message?.type === OVERLAY_HEIGHT_MESSAGE) setHeight(message.height)
			if (message?.type === OVERLAY_CLOSE_MESSAGE) dialogRef.current?.close()
		}
		window.addEventListener('message', onMessage)
		return () => window.removeEventListener('message', onMessage)
	}, [open])

	const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
		// A new tab or window, or a browser without dialogs, gets the page.
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		if (typeof HTMLDialogElement === 'undefined') return
		event.preventDefault()
		setFailed(false)
		setHeight(undefined)
		setOpen(true)
	}
	const onClose = () => {
		setOpen(false)
		openerRef.current?.focus()
	}
	// The dialog's own box is all content, so a click on the dialog itself is on the backdrop.
	const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
		if (event.target === dialogRef.current) dialogRef.current.close()
	}
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
			<Link ref={openerRef} to={href} onClick={hydrated ? onOpen : undefined}>
				{children}
			</Link>
			{hydrated ? (
				<dialog ref={dialogRef} className="sign-in-overlay-dialog" aria-labelledby={titleId} onClose={onClose} onClick={onBackdropClick}>
					{open ? (
						<div className="sign-in-overlay-dialog__content">
							<div className="sign-in-overlay-dialog__bar">
								<h2 id={titleId}>{t('signInOverlay.dialogTitle')}</h2>
								<button type="button" className="sign-in-overlay-dialog__close" onClick={() => dialogRef.current?.close()}>
									{t('signInOverlay.close')}
								</button>
							</div>
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
						</div>
					) : null}
				</dialog>
			) : null}
		</>
	)
}
