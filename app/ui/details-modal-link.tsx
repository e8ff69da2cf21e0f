import { Link, useFetcher } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { Modal, useModalLink } from './modal.tsx'

type Props<Data> = {
	href: string
	children: ReactNode
	className?: string
	/** An accessible name more precise than the link text ("Rate details for …"). */
	ariaLabel?: string
	/** The modal's title before the details have come, and its fallback. */
	loadingTitle: string
	/** The title once they have. */
	titleOf: (data: Data) => string
	render: (data: Data) => ReactNode
}

/**
 * A real link to a detail page (rate details, room details) that, with JavaScript,
 * loads the same page's loader data and shows it in the modal shell instead.
 */
export function DetailsModalLink<Data>({ href, children, className, ariaLabel, loadingTitle, titleOf, render }: Props<Data>) {
	const { t } = useRatesTranslation()
	const fetcher = useFetcher()
	const modal = useModalLink(() => {
		if (fetcher.state === 'idle' && fetcher.data === undefined) fetcher.load(href)
	})
	// The loader's JSON is exactly the page's data (see the detail routes).
	const data = fetcher.data as Data | undefined
	return (
		<>
			<Link to={href} ref={modal.openerRef} onClick={modal.onClick} className={className} aria-label={ariaLabel}>
				{children}
			</Link>
			<Modal
				open={modal.open}
				onClose={modal.onClose}
				opener={modal.openerRef}
				title={data ? titleOf(data) : loadingTitle}
				lockScroll
				className="details-modal"
			>
				{data ? (
					render(data)
				) : (
					<p role="status" className="details-modal__loading">
						{t('rateDetails.loading')}
					</p>
				)}
				<p className="details-modal__page-link">
					<Link to={href}>{t('rateDetails.openPage')}</Link>
				</p>
			</Modal>
		</>
	)
}
