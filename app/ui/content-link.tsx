import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/models/locale.ts'
import { contentHref, linkTarget } from '#app/models/site-content.ts'
import type { ContentLink as ContentLinkData, RichText as RichTextData } from '@meridian/upstream-contract/page-model.ts'

// Authored text and links, rendered by React (so escaped): rich text is structured runs,
// never HTML, and an address contentHref refuses is shown as plain text.

export function RichText({ runs, locale }: { runs: RichTextData; locale: Locale }) {
	return (
		<>
			{runs.map((run, index) => {
				const text = run.strong ? <strong>{run.text}</strong> : run.text
				const href = run.href ? contentHref(run.href, locale) : null
				return href ? (
					<a key={index} href={href}>
						{text}
					</a>
				) : (
					<span key={index}>{text}</span>
				)
			})}
		</>
	)
}

export function ContentLink({ link, locale, className }: { link: ContentLinkData; locale: Locale; className?: string }) {
	const { t } = useTranslation()
	if (link.htmlContent?.length) return <RichText runs={link.htmlContent} locale={locale} />
	const href = contentHref(link.linkURL, locale)
	if (!href) return <span className={className}>{link.linkLabel}</span>
	return (
		<a href={href} className={className} {...linkTarget(link)}>
			{link.linkLabel}
			{link.openInaNewTab ? <span className="visually-hidden"> {t('siteContent.newTab')}</span> : null}
		</a>
	)
}

/** A column of authored links: the footer's columns and destinations, the link banner. */
export function ContentLinkList({ links, locale, className }: { links: ContentLinkData[]; locale: Locale; className: string }) {
	return (
		<ul className={className}>
			{links.map((link, index) => (
				<li key={index}>
					<ContentLink link={link} locale={locale} />
				</li>
			))}
		</ul>
	)
}
