import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, stripSubDirectory, type Locale } from '#app/models/locale.ts'
import type { LanguageSelector } from '@meridian/upstream-contract/page-model.ts'
import { Modal, useModalLink } from './modal.tsx'
import { RegionList } from './region-list.tsx'

/**
 * The globe button of the language and region picker (spec 000 §2). Without JavaScript
 * it is a link to the /language page, which lists the same regions; with it, the lists
 * open in the modal shell. With no lists (the page model failed) it stays a link to
 * the page, which then offers the language form.
 */
export function LanguagePicker({ selector, locale }: { selector: LanguageSelector | null; locale: Locale }) {
	const { t } = useTranslation()
	const location = useLocation()
	const modal = useModalLink()
	const here = `${stripSubDirectory(location.pathname)}${location.search}`
	const href = localizePath(`/language?returnTo=${encodeURIComponent(here)}`, locale)
	return (
		<>
			<Link to={href} ref={modal.openerRef} onClick={selector ? modal.onClick : undefined} className="language-picker__globe">
				<GlobeIcon />
				{t('siteContent.globe', { language: t(`footer.languageNames.${locale}`) })}
			</Link>
			{selector ? (
				<Modal open={modal.open} onClose={modal.onClose} opener={modal.openerRef} title={selector.title} lockScroll className="modal--wide">
					<RegionList selector={selector} locale={locale} returnTo={here} />
				</Modal>
			) : null}
		</>
	)
}

function GlobeIcon() {
	return (
		<svg className="language-picker__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
			<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
			<path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
		</svg>
	)
}
