import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { contentHref, regionHeading, siteLocale } from '#app/models/site-content.ts'
import type { LanguageSelector } from '@meridian/upstream-contract/page-model.ts'

type Props = { selector: LanguageSelector; locale: Locale; returnTo: string }

/**
 * The language and region lists (spec 000 §2): a column per region, three to a row on
 * wide screens. A site this product serves is a button that posts the choice to
 * /language and comes back to the same page; another of the chain's sites is a link.
 */
export function RegionList({ selector, locale, returnTo }: Props) {
	const { t } = useTranslation()
	const id = useId()
	return (
		<div className="region-list">
			{selector.regions.map((region, index) => {
				const headingId = `${id}-region-${index}`
				return (
					<section key={region.heading} className="region-list__region" aria-labelledby={headingId}>
						<h3 id={headingId} className="region-list__heading">
							{regionHeading(region.heading)}
						</h3>
						<ul className="region-list__sites">
							{region.sites.map((site) => (
								<li key={site.label}>
									<Site site={site} locale={locale} returnTo={returnTo} currentLabel={t('siteContent.currentSite')} />
								</li>
							))}
						</ul>
					</section>
				)
			})}
		</div>
	)
}

type SiteProps = { site: LanguageSelector['regions'][number]['sites'][number]; locale: Locale; returnTo: string; currentLabel: string }

function Site({ site, locale, returnTo, currentLabel }: SiteProps) {
	const target = siteLocale(site.locale)
	if (target) {
		const current = target === locale
		return (
			<Form method="post" action={localizePath('/language', locale)} className="region-list__choice" reloadDocument>
				<input type="hidden" name="returnTo" value={returnTo} />
				<button type="submit" name="locale" value={target} lang={target} className="region-list__site" aria-current={current ? 'true' : undefined}>
					{site.label}
					{current ? <span className="region-list__current"> ({currentLabel})</span> : null}
				</button>
			</Form>
		)
	}
	const href = site.linkURL ? contentHref(site.linkURL, locale) : null
	return href ? (
		<a href={href} className="region-list__site" hrefLang={site.locale ?? undefined}>
			{site.label}
		</a>
	) : (
		<span className="region-list__site">{site.label}</span>
	)
}
