import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { LeavingNotice, SiteLink } from '#app/models/leaving-notice.ts'
import { LeavingNoticeContent } from './leaving-notice.tsx'
import { Modal, useModalLink } from './modal.tsx'
import { useBrandName } from './use-brand-name.ts'

type Props = { link: SiteLink; className?: string; children: ReactNode }

/**
 * A hotel's page or reviews link (app/models/brand-links.ts). One that leaves for a
 * brand's site while the guest has not been told goes to the leaving notice's page; with
 * JavaScript the notice opens as a modal instead. The modal goes to the end of the body
 * while open: the link sits in a paragraph or a heading, where a dialog cannot.
 */
export function HotelSiteLink({ link, className, children }: Props) {
	const modal = useModalLink()
	if (!link.notice) {
		return (
			<Link to={link.href} className={className}>
				{children}
			</Link>
		)
	}
	return (
		<>
			<Link to={link.href} className={className} ref={modal.openerRef} onClick={modal.onClick}>
				{children}
			</Link>
			{modal.open ? createPortal(<LeavingNoticeModal notice={link.notice} onClose={modal.onClose} opener={modal.openerRef} />, document.body) : null}
		</>
	)
}

type ModalProps = { notice: LeavingNotice; onClose: () => void; opener: ReturnType<typeof useModalLink>['openerRef'] }

function LeavingNoticeModal({ notice, onClose, opener }: ModalProps) {
	const { t } = useTranslation()
	const brand = useBrandName(notice.brand)
	return (
		<Modal open onClose={onClose} opener={opener} title={t('leavingNotice.title', { brand })} lockScroll>
			<LeavingNoticeContent
				notice={notice}
				back={
					// Closing the dialog itself, as its close button does: focus goes back to the link.
					<button type="button" className="leaving-notice__back" onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
						{t('leavingNotice.back')}
					</button>
				}
			/>
		</Modal>
	)
}
