import { sql } from 'drizzle-orm'
import { HOTEL_OFFER_MBOX, HOTEL_OFFER_PLACEMENT } from '@meridian/upstream-contract/page-components.ts'
import { queryRows, type SandboxDb } from '../connection.ts'
import { contentMessages, heroBanners, propertyAlerts, propertyInterest, recommendedProducts, targetOffers } from '../schema/index.ts'

// The page components' data for two hotels, New York (NYCMC) and Chicago (CHIRZ), in
// English and Spanish: so a person sees every component on New York's overview, and a
// test finds a hotel without them (Austin) that still renders. Deterministic: no dates
// from the clock; one alert has long ended, so "current only" is visible in the data.

const ALWAYS = { startDate: '2020-01-01', endDate: '2099-12-31' }

export const SEED_PROPERTY_ALERTS: Array<typeof propertyAlerts.$inferInsert> = [
	{
		id: 'NYCMC-pool',
		propertyId: 'NYCMC',
		language: 'en',
		severity: 'warning',
		title: 'Pool closed for renovation',
		message: 'The rooftop pool is closed while it is renovated. The fitness centre stays open.',
		...ALWAYS,
		position: 1,
	},
	{
		id: 'NYCMC-street',
		propertyId: 'NYCMC',
		language: 'en',
		severity: 'info',
		title: 'Street works on Broadway',
		message: 'Taxis drop off on West 49th Street, at the side entrance.',
		...ALWAYS,
		position: 2,
	},
	{
		id: 'NYCMC-ended',
		propertyId: 'NYCMC',
		language: 'en',
		severity: 'critical',
		title: 'Lobby closed',
		message: 'The lobby was closed for one night.',
		startDate: '2020-01-01',
		endDate: '2020-01-02',
		position: 3,
	},
	{
		id: 'NYCMC-pool-es',
		propertyId: 'NYCMC',
		language: 'es',
		severity: 'warning',
		title: 'Piscina cerrada por reformas',
		message: 'La piscina de la azotea está cerrada por reformas. El gimnasio sigue abierto.',
		...ALWAYS,
		position: 1,
	},
	{
		id: 'CHIRZ-water',
		propertyId: 'CHIRZ',
		language: 'en',
		severity: 'critical',
		title: 'Hot water interruption',
		message: 'Hot water is off on floors 20 to 25 from 1 to 3 am for maintenance.',
		...ALWAYS,
		position: 1,
	},
]

const nycBanner = (language: 'en' | 'es') => ({
	type: 'heroBanner',
	target: '_self',
	ctaLink: '/hotels/nycmc-meridian-new-york-times-square/overview',
	image: {
		damPath: '/images/content/hero-nycmc.svg',
		altText: language === 'en' ? 'Times Square at dusk, seen from the hotel rooftop' : 'Times Square al anochecer, desde la azotea del hotel',
		renditions: ['/images/content/hero-nycmc.svg'],
		dynamic: false,
	},
	cardTitle: language === 'en' ? 'In the heart of Times Square' : 'En el corazón de Times Square',
	cardDescription:
		language === 'en'
			? 'Broadway theatres are a short walk away; the rooftop terrace looks over the square.'
			: 'Los teatros de Broadway están a un paseo; la terraza de la azotea da a la plaza.',
	cardCTA: {
		ctaLink: '/search/availabilityCalendar.mi?propertyCode=NYCMC',
		ctaText: language === 'en' ? 'Check availability' : 'Ver disponibilidad',
		target: '_self',
	},
	tagLine: language === 'en' ? 'New York' : 'Nueva York',
	tibannerTitle: null,
})

export const SEED_HERO_BANNERS: Array<typeof heroBanners.$inferInsert> = [
	{ propertyId: 'NYCMC', language: 'en', card: nycBanner('en') },
	{ propertyId: 'NYCMC', language: 'es', card: nycBanner('es') },
	{
		propertyId: 'CHIRZ',
		language: 'en',
		card: {
			type: 'heroBanner',
			image: { damPath: '/images/content/hero-chirz.svg', altText: 'The Greenhouse lobby with its glass roof' },
			cardTitle: 'Above the Magnificent Mile',
			cardDescription: 'Lake Michigan views from every suite.',
			cardCTA: { ctaLink: '/search/availabilityCalendar.mi?propertyCode=CHIRZ', ctaText: 'Check availability', target: '_self' },
		},
	},
]

export const SEED_CONTENT_MESSAGES: Array<typeof contentMessages.$inferInsert> = [
	{
		id: 'offer-any-en',
		placement: HOTEL_OFFER_PLACEMENT,
		propertyId: null,
		language: 'en',
		title: 'Members save more',
		body: 'Meridian Rewards members get our lowest rate and free Wi-Fi.',
		ctaText: 'Join for free',
		ctaLink: '/loyalty/createAccount/createAccountPage1.mi',
		position: 1,
	},
	{
		id: 'offer-any-es',
		placement: HOTEL_OFFER_PLACEMENT,
		propertyId: null,
		language: 'es',
		title: 'Los socios ahorran más',
		body: 'Los socios de Meridian Rewards tienen nuestra tarifa más baja y Wi-Fi gratis.',
		ctaText: 'Únase gratis',
		ctaLink: '/loyalty/createAccount/createAccountPage1.mi',
		position: 1,
	},
	{
		id: 'offer-chirz-en',
		placement: HOTEL_OFFER_PLACEMENT,
		propertyId: 'CHIRZ',
		language: 'en',
		title: 'Afternoon tea in the Greenhouse',
		body: 'Book two nights and afternoon tea for two is on us.',
		ctaText: null,
		ctaLink: null,
		position: 1,
	},
]

export const SEED_RECOMMENDED_PRODUCTS: Array<typeof recommendedProducts.$inferInsert> = [
	{ propertyId: 'NYCMC', preference: 'KING', language: 'en', roomTypeCode: 'DKNG', name: 'Deluxe King', description: 'A king bed and a view of Broadway.' },
	{ propertyId: 'NYCMC', preference: 'KING', language: 'es', roomTypeCode: 'DKNG', name: 'Deluxe King', description: 'Una cama king y vistas a Broadway.' },
	{
		propertyId: 'NYCMC',
		preference: 'TWO_BEDS',
		language: 'en',
		roomTypeCode: 'DQQN',
		name: 'Deluxe Two Queens',
		description: 'Two queen beds, for families and friends.',
	},
	{ propertyId: 'CHIRZ', preference: 'KING', language: 'en', roomTypeCode: 'DKNG', name: 'Deluxe King', description: 'A king bed above the Magnificent Mile.' },
]

export const SEED_PROPERTY_INTEREST: Array<typeof propertyInterest.$inferInsert> = [
	{ propertyId: 'NYCMC', viewersNow: 27, bookedToday: 14 },
	{ propertyId: 'CHIRZ', viewersNow: 9, bookedToday: 0 },
]

const memberOffer = (language: 'en' | 'es') => ({
	title: language === 'en' ? 'Your member bonus' : 'Su bonificación de socio',
	body: language === 'en' ? 'Earn 1,000 bonus points on your next stay in New York.' : 'Gane 1000 puntos extra en su próxima estancia en Nueva York.',
	ctaText: language === 'en' ? 'See rates' : 'Ver tarifas',
	ctaLink: '/search/availabilityCalendar.mi?propertyCode=NYCMC',
})

export const SEED_TARGET_OFFERS: Array<typeof targetOffers.$inferInsert> = [
	{ mbox: HOTEL_OFFER_MBOX, propertyId: 'NYCMC', audience: 'member', language: 'en', offer: memberOffer('en') },
	{ mbox: HOTEL_OFFER_MBOX, propertyId: 'NYCMC', audience: 'member', language: 'es', offer: memberOffer('es') },
	{
		mbox: HOTEL_OFFER_MBOX,
		propertyId: 'NYCMC',
		audience: 'guest',
		language: 'en',
		offer: {
			title: 'Broadway package',
			body: 'Two theatre tickets with a two-night stay.',
			ctaText: 'See the package',
			ctaLink: '/search/availabilityCalendar.mi?propertyCode=NYCMC',
		},
	},
	{
		mbox: HOTEL_OFFER_MBOX,
		propertyId: 'NYCMC',
		audience: 'guest',
		language: 'es',
		offer: {
			title: 'Paquete Broadway',
			body: 'Dos entradas de teatro con una estancia de dos noches.',
			ctaText: 'Ver el paquete',
			ctaLink: '/search/availabilityCalendar.mi?propertyCode=NYCMC',
		},
	},
]

/** Fills the page components' tables when they are empty; apart from the one-time seed, like the content. */
export async function seedPageComponents(db: SandboxDb): Promise<boolean> {
	const existing = await queryRows(db, sql`select 1 from property_interest limit 1`)
	if (existing.length > 0) return false
	await db.transaction(async (tx) => {
		await tx.insert(propertyAlerts).values(SEED_PROPERTY_ALERTS)
		await tx.insert(heroBanners).values(SEED_HERO_BANNERS)
		await tx.insert(contentMessages).values(SEED_CONTENT_MESSAGES)
		await tx.insert(recommendedProducts).values(SEED_RECOMMENDED_PRODUCTS)
		await tx.insert(propertyInterest).values(SEED_PROPERTY_INTEREST)
		await tx.insert(targetOffers).values(SEED_TARGET_OFFERS)
	})
	return true
}
