import type { ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useBookingTranslation } from './messages/booking.ts'
import { Modal, useModalLink } from './modal.tsx'
import { STAY_DRAWER_ID, STAY_DRAWER_LINK_ID } from './stay-drawer.tsx'

/**
 * The sticky bar's way to the summary of the stay on a narrow screen (decision 017);
 * hidden from 700 px, where the summary is inline. Without JavaScript it is a link to the
 * drawer in the page (StayDrawer). With it, the link opens the same summary in the modal
 * shell, styled as a drawer from the side: Escape, the Close button or a click beside it
 * closes it, and focus comes back here. The page behind keeps its scrollbar: locking it
 * reserves the scrollbar's gutter, which would leave a strip between drawer and edge.
 */
export function StayDrawerLink({ children }: { children: ReactNode }) {
	const { t } = useBookingTranslation()
	const hydrated = useHydrated()
	const drawer = useModalLink()
	return (
		<>
			<a
				id={STAY_DRAWER_LINK_ID}
				href={`#${STAY_DRAWER_ID}`}
				className="stay-drawer-link"
				ref={drawer.openerRef}
				onClick={drawer.onClick}
				// Only once the link opens a dialog: before, it goes to a place in the page.
				aria-haspopup={hydrated ? 'dialog' : undefined}
				aria-expanded={hydrated ? drawer.open : undefined}
			>
				{t('booking.stayDrawer.open')}
			</a>
			<Modal open={drawer.open} onClose={drawer.onClose} opener={drawer.openerRef} title={t('booking.stayDrawer.title')} className="stay-drawer-dialog">
				{children}
			</Modal>
		</>
	)
}
