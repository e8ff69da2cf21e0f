import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/models/locale.ts'
import { CHECK_IN_DEEP_LINK_PARAM, contentHref, hasDeepLink, visibleMiniBanners } from '#app/models/site-content.ts'
import type { MiniBanner } from '@meridian/upstream-contract/page-model.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { RichText } from './content-link.tsx'

/** The mini banners the page model authored, as cards in a row. */
export function MiniBannerList({ banners, locale }: { banners: MiniBanner[]; locale: Locale }) {
	const { t } = useTranslation()
	if (banners.length === 0) return null
	return (
		<section className="mini-banners" aria-label={t('siteContent.miniBanners')}>
			<ul className="mini-banners__list">
				{banners.map((banner) => {
					const href = contentHref(banner.cardCTA.ctaLink, locale)
					const newTab = banner.cardCTA.target === '_blank'
					return (
						<li key={banner.type} className={`mini-banner mini-banner--${banner.type}`} data-banner={banner.type}>
							{banner.tagLine ? <p className="mini-banner__tagline">{banner.tagLine}</p> : null}
							<h2 className="mini-banner__title">{banner.cardTitle}</h2>
							<p className="mini-banner__description">
								<RichText runs={banner.cardDescription} locale={locale} />
							</p>
							{href ? (
								<a className="mini-banner__cta" href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
									{banner.cardCTA.ctaText}
									{newTab ? <span className="visually-hidden"> {t('siteContent.newTab')}</span> : null}
								</a>
							) : null}
						</li>
					)
				})}
			</ul>
		</section>
	)
}

/**
 * The page's mini banners with their visibility rules (spec 000 §4): the loyalty banner
 * is hidden on a max property; the check-in banner shows only once its deep link arrives
 * (`?checkInDeepLink=…`), in the member card's place. Content from the root loader.
 */
export function PageMiniBanners({ isMaxProperty = false }: { isMaxProperty?: boolean }) {
	const root = useRouteLoaderData<RootLoaderData>('root')
	const { search } = useLocation()
	const banners = root?.siteContent?.miniBanners
	if (!root || !banners) return null
	const checkInDeepLink = hasDeepLink(new URLSearchParams(search).get(CHECK_IN_DEEP_LINK_PARAM))
	return <MiniBannerList banners={visibleMiniBanners(banners, { isMaxProperty, checkInDeepLink })} locale={root.locale} />
}
