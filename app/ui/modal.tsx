import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react'
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'

type ModalProps = {
	open: boolean
	/** Called whenever the dialog closes: Escape, a click outside, the close button. */
	onClose: () => void
	/** Visible at the top of the dialog; also its accessible name. */
	title: string
	/** Keep the page behind from scrolling while the dialog is open. */
	lockScroll?: boolean
	/** Where focus goes back on close; by default the element focused when it opened. */
	opener?: RefObject<HTMLElement | null>
	/** A modifier class for the dialog box (its width, say). */
	className?: string
	children: ReactNode
}

const LOCKED_CLASS = 'modal-scroll-locked'
// More than one dialog may hold the lock (one opened from another); the last one lifts it.
let scrollLocks = 0

const TABBABLE = [
	'a[href]',
	'area[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'iframe',
	'summary',
	'[tabindex]:not([tabindex="-1"])',
	'[contenteditable="true"]',
].join(',')

function tabbablesIn(root: HTMLElement) {
	return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
		(element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
	)
}

/**
 * The one modal shell (spec 000 §8): a native `<dialog>` opened with showModal(), so
 * the page behind is inert and Escape closes it. On top of that it closes on a click
 * outside its box, keeps Tab inside (the browser would otherwise let focus wander to its
 * own toolbar), can lock the page's scroll, and gives focus back to whoever opened it.
 * It is only ever the JavaScript upgrade of a real link or page: see `useModalLink`.
 */
export function Modal({ open, onClose, title, lockScroll = false, opener, className, children }: ModalProps) {
	const { t } = useTranslation()
	const titleId = useId()
	const dialogRef = useRef<HTMLDialogElement>(null)
	const closeRef = useRef<HTMLButtonElement>(null)
	const returnFocusRef = useRef<HTMLElement | null>(null)
	const pressedOnBackdrop = useRef(false)
	const onCloseRef = useRef(onClose)
	onCloseRef.current = onClose
	const { key: locationKey } = useLocation()
	const openedAt = useRef(locationKey)

	useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		if (open && !dialog.open) {
			openedAt.current = locationKey
			returnFocusRef.current = opener?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
			dialog.showModal()
			// The browser focuses the first control it finds; when that is nothing, or the
			// box itself, the close button is the sensible place to start.
			if (!dialog.contains(document.activeElement) || document.activeElement === dialog) closeRef.current?.focus()
		} else if (!open && dialog.open) {
			dialog.close()
		}
	}, [open, opener])

	// A link inside the dialog that goes somewhere closes it: the page behind has changed.
	useEffect(() => {
		if (!open) return
		if (openedAt.current !== locationKey) dialogRef.current?.close()
	}, [open, locationKey])

	useEffect(() => {
		if (!open || !lockScroll) return
		scrollLocks += 1
		document.documentElement.classList.add(LOCKED_CLASS)
		return () => {
			scrollLocks -= 1
			if (scrollLocks === 0) document.documentElement.classList.remove(LOCKED_CLASS)
		}
	}, [open, lockScroll])

	const onDialogClose = useCallback(() => {
		const target = returnFocusRef.current
		returnFocusRef.current = null
		onCloseRef.current()
		if (target?.isConnected) target.focus()
	}, [])

	// The box's padding is nil and its content fills it, so a press and release on the
	// dialog element itself is on the backdrop. Both ends count: a text selection dragged
	// out of the box must not close it.
	const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
		pressedOnBackdrop.current = event.target === dialogRef.current
	}
	const onClick = (event: MouseEvent<HTMLDialogElement>) => {
		const fromBackdrop = pressedOnBackdrop.current
		pressedOnBackdrop.current = false
		if (fromBackdrop && event.target === dialogRef.current) dialogRef.current.close()
	}

	const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
		if (event.key !== 'Tab' || !dialogRef.current) return
		const tabbables = tabbablesIn(dialogRef.current)
		const first = tabbables[0]
		const last = tabbables[tabbables.length - 1]
		if (!first || !last) {
			event.preventDefault()
			return
		}
		const active = document.activeElement
		if (event.shiftKey && (active === first || active === dialogRef.current)) {
			event.preventDefault()
			last.focus()
		} else if (!event.shiftKey && active === last) {
			event.preventDefault()
			first.focus()
		}
	}

	return (
		<dialog
			ref={dialogRef}
			className={className ? `modal ${className}` : 'modal'}
			aria-labelledby={titleId}
			aria-modal="true"
			onClose={onDialogClose}
			onPointerDown={onPointerDown}
			onClick={onClick}
			onKeyDown={onKeyDown}
		>
			{open ? (
				<div className="modal__content">
					<div className="modal__bar">
						<h2 id={titleId} className="modal__title">
							{title}
						</h2>
						<button ref={closeRef} type="button" className="modal__close" onClick={() => dialogRef.current?.close()}>
							{t('modal.close')}
						</button>
					</div>
					<div className="modal__body">{children}</div>
				</div>
			) : null}
		</dialog>
	)
}

type ModalLink = {
	/** Whether the modal is open. */
	open: boolean
	/** Give this to the link's onClick: with JavaScript it opens the modal instead. */
	onClick: (event: MouseEvent<HTMLAnchorElement>) => void
	/** Give this to the Modal's onClose. */
	onClose: () => void
	/** Give this to the link's ref and the Modal's opener: focus comes back to the link. */
	openerRef: RefObject<HTMLAnchorElement>
}

/**
 * A link that works without JavaScript (it goes to its real page) and opens a modal
 * with it. Usage:
 *
 * ```tsx
 * const details = useModalLink()
 * <Link to={href} ref={details.openerRef} onClick={details.onClick}>…</Link>
 * <Modal open={details.open} onClose={details.onClose} opener={details.openerRef} title={…}>…</Modal>
 * ```
 *
 * `beforeOpen` runs as it opens (to reset the modal's own state, say).
 */
export function useModalLink(beforeOpen?: () => void): ModalLink {
	const hydrated = useHydrated()
	const [open, setOpen] = useState(false)
	const openerRef = useRef<HTMLAnchorElement>(null)
	const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
		// Before hydration, for a new tab or window, or in a browser without dialogs, the page.
		if (!hydrated || event.defaultPrevented) return
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		if (typeof HTMLDialogElement === 'undefined') return
		event.preventDefault()
		beforeOpen?.()
		setOpen(true)
	}
	const onClose = useCallback(() => setOpen(false), [])
	return { open, onClick, onClose, openerRef }
}
