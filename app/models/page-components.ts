import type { AlertSeverity, BannerCard, ContentMessage, PropertyAlert, PropertyDetails, TargetOffer } from '@meridian/upstream-contract/page-components.ts'
import { imageUrl } from './hotel-header.ts'
import type { Locale } from './locale.ts'
import { contentHref } from './site-content.ts'

// What the platform-fed page components show (spec 001 §2 hotel alerts and hero banner,
// §7 social proof and Target personalised content): pure rules, no I/O. Every link is
// an authored one, so it goes through contentHref (our own paths, localized; http(s)
// elsewhere); one that is neither is dropped rather than rendered.

const SEVERITY_ORDER: Record<AlertSeverity, number> = { critical: 0, warning: 1, info: 2 }

export type AlertView = Pick<PropertyAlert, 'id' | 'severity' | 'title' | 'message'>

/** The alerts as a page hands them to app/ui: with the section's label and each severity in words. */
export type HotelAlertsData = { label: string; items: Array<AlertView & { severityLabel: string }> }

/** The alerts that apply on `today` (YYYY-MM-DD, the hotel's), most severe first; the platform's order within a severity. */
export function currentAlerts(alerts: readonly PropertyAlert[], today: string): AlertView[] {
	return alerts
		.map((alert, index) => ({ alert, index }))
		.filter(({ alert }) => alert.startDate <= today && today <= alert.endDate)
		.sort((a, b) => SEVERITY_ORDER[a.alert.severity] - SEVERITY_ORDER[b.alert.severity] || a.index - b.index)
		.map(({ alert: { id, severity, title, message } }) => ({ id, severity, title, message }))
}

export type HeroBannerView = {
	imageSrc: string
	altText: string
	tagLine: string | null
	cardTitle: string
	cardDescription: string
	cta: { href: string; text: string; newTab: boolean } | null
}

/** The banner card as the page shows it (spec 000 §3); null without an image, which the hero is. */
export function heroBannerView(card: BannerCard, { locale, imageCacheDomain }: { locale: Locale; imageCacheDomain: string }): HeroBannerView | null {
	const imageSrc = imageUrl(card.image.damPath, imageCacheDomain)
	if (!imageSrc) return null
	const href = contentHref(card.cardCTA.ctaLink, locale)
	return {
		imageSrc,
		altText: card.image.altText,
		tagLine: card.tagLine ?? null,
		cardTitle: card.cardTitle,
		cardDescription: card.cardDescription,
		cta: href && card.cardCTA.ctaText ? { href, text: card.cardCTA.ctaText, newTab: card.cardCTA.target === '_blank' } : null,
	}
}

/** Social proof's two facts, each only when there is something to say; null when neither. */
export function socialProofOf(details: PropertyDetails): { viewersNow: number | null; bookedToday: number | null } | null {
	const viewersNow = details.viewersNow > 0 ? details.viewersNow : null
	const bookedToday = details.bookedToday > 0 ? details.bookedToday : null
	return viewersNow === null && bookedToday === null ? null : { viewersNow, bookedToday }
}

export type PersonalisedView = { source: 'target' | 'fallback'; title: string; body: string; cta: { href: string; text: string } | null }

/** Target's offer when it gave one; else the first authored fallback; null when there is neither. */
export function personalisedContent(offer: TargetOffer | null, fallbacks: readonly ContentMessage[] | null, locale: Locale): PersonalisedView | null {
	const chosen = offer ? { source: 'target' as const, ...offer } : fallbacks?.[0] ? { source: 'fallback' as const, ...fallbacks[0] } : null
	if (!chosen) return null
	const href = chosen.ctaLink ? contentHref(chosen.ctaLink, locale) : null
	return { source: chosen.source, title: chosen.title, body: chosen.body, cta: href && chosen.ctaText ? { href, text: chosen.ctaText } : null }
}
