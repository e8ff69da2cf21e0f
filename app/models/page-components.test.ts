import { describe, expect, it } from 'vitest'
import type { BannerCard, ContentMessage, PropertyAlert } from '@meridian/upstream-contract/page-components.ts'
import { currentAlerts, heroBannerView, personalisedContent, socialProofOf } from './page-components.ts'

const alert = (id: string, severity: PropertyAlert['severity'], startDate = '2026-01-01', endDate = '2026-12-31'): PropertyAlert => ({
	id,
	severity,
	title: id,
	message: `${id} message`,
	startDate,
	endDate,
})

describe('currentAlerts', () => {
	it('keeps the alerts that apply today, most severe first, the platform order within a severity', () => {
		const alerts = [
			alert('info-1', 'info'),
			alert('warn', 'warning'),
			alert('info-2', 'info'),
			alert('ended', 'critical', '2026-01-01', '2026-03-01'),
			alert('crit', 'critical'),
		]
		expect(currentAlerts(alerts, '2026-06-01').map((a) => a.id)).toEqual(['crit', 'warn', 'info-1', 'info-2'])
	})

	it('counts the first and last day in, the day after out', () => {
		const alerts = [alert('one-day', 'info', '2026-06-01', '2026-06-01')]
		expect(currentAlerts(alerts, '2026-06-01')).toHaveLength(1)
		expect(currentAlerts(alerts, '2026-06-02')).toEqual([])
	})
})

const card: BannerCard = {
	type: 'heroBanner',
	image: { damPath: '/images/content/hero.svg', altText: 'The lobby' },
	cardTitle: 'Title',
	cardDescription: 'Description',
	cardCTA: { ctaLink: '/reservation/availabilitySearch.mi?propertyCode=NYCMC', ctaText: 'Check availability', target: '_blank' },
	tagLine: 'New York',
}

describe('heroBannerView', () => {
	it('serves the image from the image cache domain and localizes our own call to action', () => {
		expect(heroBannerView(card, { locale: 'es-ES', imageCacheDomain: 'https://cache.example/' })).toEqual({
			imageSrc: 'https://cache.example/images/content/hero.svg',
			altText: 'The lobby',
			tagLine: 'New York',
			cardTitle: 'Title',
			cardDescription: 'Description',
			cta: { href: '/es/reservation/availabilitySearch.mi?propertyCode=NYCMC', text: 'Check availability', newTab: true },
		})
	})

	it('drops a call to action that is not a link of ours or http(s), and a banner without an image', () => {
		const scripted = { ...card, cardCTA: { ...card.cardCTA, ctaLink: 'javascript:alert(1)' } }
		expect(heroBannerView(scripted, { locale: 'en-US', imageCacheDomain: '' })?.cta).toBeNull()
		expect(heroBannerView({ ...card, image: { damPath: '', altText: '' } }, { locale: 'en-US', imageCacheDomain: '' })).toBeNull()
	})
})

describe('socialProofOf', () => {
	it('says only what there is to say', () => {
		expect(socialProofOf({ propertyId: 'NYCMC', viewersNow: 27, bookedToday: 14 })).toEqual({ viewersNow: 27, bookedToday: 14 })
		expect(socialProofOf({ propertyId: 'CHIRZ', viewersNow: 9, bookedToday: 0 })).toEqual({ viewersNow: 9, bookedToday: null })
		expect(socialProofOf({ propertyId: 'AUSMC', viewersNow: 0, bookedToday: 0 })).toBeNull()
	})
})

describe('personalisedContent', () => {
	const fallback: ContentMessage = {
		id: 'm',
		placement: 'p',
		title: 'Members save more',
		body: 'Join',
		ctaText: 'Join for free',
		ctaLink: '/loyalty/createAccount/createAccountPage1.mi',
	}
	const offer = { title: 'Broadway package', body: 'Tickets', ctaText: 'See', ctaLink: 'https://offers.example/broadway' }

	it("shows Target's offer when it gave one", () => {
		expect(personalisedContent(offer, [fallback], 'en-US')).toEqual({
			source: 'target',
			title: 'Broadway package',
			body: 'Tickets',
			cta: { href: 'https://offers.example/broadway', text: 'See' },
		})
	})

	it('shows the authored fallback when Target has no offer or failed (null), and nothing when the fallback failed too', () => {
		expect(personalisedContent(null, [fallback], 'es-ES')).toMatchObject({
			source: 'fallback',
			title: 'Members save more',
			cta: { href: '/es/loyalty/createAccount/createAccountPage1.mi' },
		})
		expect(personalisedContent(null, [], 'en-US')).toBeNull()
		expect(personalisedContent(null, null, 'en-US')).toBeNull()
	})

	it('leaves out a call to action without text or with a link that is not one', () => {
		expect(personalisedContent({ ...offer, ctaText: null }, null, 'en-US')?.cta).toBeNull()
		expect(personalisedContent({ ...offer, ctaLink: '//evil.example' }, null, 'en-US')?.cta).toBeNull()
	})
})
