import { useId } from 'react'
import type { Locale } from '#app/models/locale.ts'
import { linkBannerColumns } from '#app/models/site-content.ts'
import type { LinkBanner as LinkBannerData } from '@meridian/upstream-contract/page-model.ts'
import { ContentLinkList } from './content-link.tsx'

/**
 * The link banner (spec 000 §2): one column under a collapsible header below 768 px, two
 * columns to 992 px, then the configured 1, 2 or 4. The header is a `<details>` summary,
 * so it collapses and opens without JavaScript; wider screens show the links whatever
 * its state (site-content.css).
 */
export function LinkBanner({ banner, locale }: { banner: LinkBannerData; locale: Locale }) {
	const headingId = useId()
	const Heading = banner.headerTag
	const columns = linkBannerColumns(banner.noOfColumns)
	const className = ['link-banner', `link-banner--cols-${columns}`, banner.hideColumDividers ? 'link-banner--no-dividers' : ''].filter(Boolean).join(' ')
	return (
		<section className={className} aria-labelledby={headingId}>
			<details className="link-banner__details">
				<summary className="link-banner__summary">
					<Heading id={headingId} className="link-banner__heading">
						{banner.linkBannerHeader}
					</Heading>
				</summary>
				<div className="link-banner__columns">
					{banner.columnDetails.map((column, index) => (
						<ContentLinkList key={index} links={column.linkItems} locale={locale} className="link-banner__column" />
					))}
				</div>
			</details>
		</section>
	)
}
