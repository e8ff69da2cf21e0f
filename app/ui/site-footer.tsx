import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/models/locale.ts'
import { contentHref, copyrightLine, destinationColumns } from '#app/models/site-content.ts'
import type { Footer, SiteContent } from '@meridian/upstream-contract/page-model.ts'
import { ContentLink, ContentLinkList } from './content-link.tsx'
import { LanguageForm } from './language-form.tsx'
import { LanguagePicker } from './language-picker.tsx'
import { LinkBanner } from './link-banner.tsx'
import { SocialIcon } from './social-icon.tsx'

type Props = { locale: Locale; content: SiteContent | null; requestId?: string }

/**
 * The footer (spec 000 §2) as the page model authors it: the expanded variant (link
 * banner, columns, destinations, social links) or the minimized one (a few links), which
 * the page model picks per page. Without a page model (the platform failed), a minimal
 * footer: the language form and the copyright, so every page still has both.
 */
export function SiteFooter({ locale, content, requestId }: Props) {
	const { t } = useTranslation()
	const year = new Date().getFullYear()
	if (!content) {
		return (
			<footer className="site-footer site-footer--minimal">
				<LanguageForm locale={locale} id="footer-language" />
				<p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
			</footer>
		)
	}
	const { footer } = content
	const expanded = footer.resourceProperties.variation === 'expanded'
	return (
		<>
			{expanded && content.linkBanner ? <LinkBanner banner={content.linkBanner} locale={locale} /> : null}
			<footer className={`site-footer site-footer--${footer.resourceProperties.variation}`}>
				{expanded ? <ExpandedLinks footer={footer} locale={locale} /> : <MinimizedLinks footer={footer} locale={locale} />}
				<div className="site-footer__bottom">
					<LanguagePicker selector={content.languageSelector} locale={locale} />
					<LanguageForm locale={locale} id="footer-language" />
					<p className="site-footer__copyright">{copyrightLine(footer.resourceProperties.copyright, year)}</p>
					{requestId ? (
						<details className="site-footer__session">
							<summary>{t('siteContent.sessionDetails')}</summary>
							<dl>
								<dt>{t('siteContent.sessionReference')}</dt>
								<dd>{requestId}</dd>
								<dt>{t('siteContent.sessionLanguage')}</dt>
								<dd>{t(`footer.languageNames.${locale}`)}</dd>
							</dl>
						</details>
					) : null}
				</div>
			</footer>
		</>
	)
}

function ExpandedLinks({ footer, locale }: { footer: Footer; locale: Locale }) {
	const { t } = useTranslation()
	const { destinationsTitle, destinationOnTop, destinationState, socialTitle } = footer.resourceProperties
	const destinations = (
		<details className="site-footer__destinations" open={destinationState === 'expanded' ? true : undefined}>
			<summary>
				<h2 className="site-footer__heading">{destinationsTitle}</h2>
			</summary>
			<div className="site-footer__destination-columns">
				{destinationColumns(footer.destinations).map((column, index) => (
					<ContentLinkList key={index} links={column} locale={locale} className="site-footer__list" />
				))}
			</div>
		</details>
	)
	return (
		<>
			{destinationOnTop ? destinations : null}
			<nav className="site-footer__columns" aria-label={t('siteContent.footerNav')}>
				{footer.columns.map((column) => (
					<section key={column.title} className="site-footer__column">
						<h2 className="site-footer__heading">{column.title}</h2>
						<ContentLinkList links={column.items} locale={locale} className="site-footer__list" />
					</section>
				))}
			</nav>
			{destinationOnTop ? null : destinations}
			<nav className="site-footer__social" aria-label={t('siteContent.socialNav')}>
				<h2 className="site-footer__heading">{socialTitle}</h2>
				<ul>
					{footer.socialLinks.map((link) => {
						const href = contentHref(link.linkURL, locale)
						return href ? (
							<li key={link.network}>
								<a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${link.linkLabel} ${t('siteContent.newTab')}`}>
									<SocialIcon network={link.network} />
								</a>
							</li>
						) : null
					})}
				</ul>
			</nav>
		</>
	)
}

function MinimizedLinks({ footer, locale }: { footer: Footer; locale: Locale }) {
	const { t } = useTranslation()
	return (
		<nav className="site-footer__minimized" aria-label={t('siteContent.minimizedNav')}>
			<ul>
				{footer.minimizedItems.map((link, index) => (
					<li key={index}>
						<ContentLink link={link} locale={locale} />
					</li>
				))}
			</ul>
		</nav>
	)
}
