import { eq } from 'drizzle-orm'
import { CORPORATE_SITE } from '../../../db/seed/content/links.ts'
import { orders, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { loadProperty } from './property.ts'

// The offers beside a confirmation (spec 001 §2): the co-branded credit card, a
// cross-sell and an upsell for the stay, and the brand's banner. Authored here, in the two
// languages the content has; the luxury brands show no card offer (ours).

type Offer = { type: 'CO_BRAND_CARD' | 'CROSS_SELL' | 'UPSELL' | 'BRANDED_BANNER'; title: string; description: string; ctaText: string; ctaLink: string }

const LUXURY = new Set(['RZ', 'BG'])

function offersFor(language: string, hotel: { name: string; brandName: string; brandId: string; seoNickname: string }): Offer[] {
	const es = language === 'es'
	const offers: Offer[] = []
	if (!LUXURY.has(hotel.brandId)) {
		offers.push({
			type: 'CO_BRAND_CARD',
			title: es ? 'Tarjeta de crédito Meridian Rewards' : 'The Meridian Rewards credit card',
			description: es ? '50.000 puntos de bienvenida y una noche gratis cada año.' : '50,000 welcome points and a free night every year.',
			ctaText: es ? 'Ver la tarjeta' : 'See the card',
			ctaLink: `${CORPORATE_SITE}/credit-cards`,
		})
	}
	offers.push(
		{
			type: 'UPSELL',
			title: es ? 'Mejora tu habitación' : 'Make it a suite',
			description: es ? `Las suites de ${hotel.name} tienen sala de estar y vistas.` : `The suites at ${hotel.name} have a living room and a view.`,
			ctaText: es ? 'Ver habitaciones' : 'See the rooms',
			ctaLink: `/hotels/${hotel.seoNickname}/overview`,
		},
		{
			type: 'CROSS_SELL',
			title: es ? 'Cenar en el hotel' : 'Dine at the hotel',
			description: es ? 'Reserva mesa en el restaurante del hotel al llegar.' : 'Reserve a table at the hotel restaurant when you arrive.',
			ctaText: es ? 'Descubrir el hotel' : 'Discover the hotel',
			ctaLink: `/hotels/${hotel.seoNickname}/details`,
		},
		{
			type: 'BRANDED_BANNER',
			title: hotel.brandName,
			description: es ? `Gracias por elegir ${hotel.brandName}.` : `Thank you for choosing ${hotel.brandName}.`,
			ctaText: es ? 'Más hoteles de la marca' : 'More hotels of the brand',
			ctaLink: `${CORPORATE_SITE}/brands/${hotel.brandId.toLowerCase()}`,
		},
	)
	return offers
}

async function confirmationOffers(context: GraphContext, orderId: string): Promise<Offer[]> {
	const [row] = await context.db
		.select({ propertyId: reservations.propertyId })
		.from(orders)
		.innerJoin(reservations, eq(reservations.confirmationNumber, orders.confirmationNumber))
		.where(eq(orders.id, orderId))
	if (!row) return []
	const property = await loadProperty(context, row.propertyId)
	if (!property) return []
	const { name, brand } = property.basicInformation
	return offersFor(context.language, { name, brandName: brand.name, brandId: brand.id, seoNickname: property.seoNickname })
}

export const confirmationOfferResolvers: Resolvers = {
	Query: {
		confirmationOffers: (_parent, args: { orderId: string }, context) => confirmationOffers(context, args.orderId),
	},
}
