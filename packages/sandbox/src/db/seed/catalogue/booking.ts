import { eq } from 'drizzle-orm'
import type { SandboxDb } from '../../connection.ts'
import { currencies, exchangeRates, rateRules, roomAttributes, roomImages, rooms, stopSells } from '../../schema/index.ts'
import { SEED_CURRENCIES } from './brands.ts'
import { SEED_PROPERTIES } from './properties.ts'
import type { SeedProperty } from './property-shape.ts'
import { SEED_ROOM_FEATURE_CODES, roomTemplatesOf } from './rooms.ts'

// What the rate list needs beyond rooms and rates: sold-out nights, room photos, the ERS
// attributes of each room pool, rate rules (English and Spanish) and exchange rates.

/** NYCMC sells nothing on the night this many days after its today ("products unavailable"). */
export const SOLD_OUT_NIGHT_OFFSET_DAYS = 45
export const SOLD_OUT_PROPERTY = 'NYCMC'

const SEED_STOP_SELLS: Array<typeof stopSells.$inferInsert> = [
	{
		id: 'NYCMC-SOLD-OUT',
		propertyId: SOLD_OUT_PROPERTY,
		roomCode: null,
		firstNightOffsetDays: SOLD_OUT_NIGHT_OFFSET_DAYS,
		nights: 1,
		reason: 'Sold out: city-wide convention',
	},
]

/** Fixed demo rates, units per US dollar, in the spec's order (spec 001 §9). */
export const SEED_EXCHANGE_RATES: Array<{ currencyCode: string; unitsPerUsd: string }> = [
	{ currencyCode: 'USD', unitsPerUsd: '1' },
	{ currencyCode: 'AUD', unitsPerUsd: '1.52' },
	{ currencyCode: 'CAD', unitsPerUsd: '1.36' },
	{ currencyCode: 'EUR', unitsPerUsd: '0.92' },
	{ currencyCode: 'GBP', unitsPerUsd: '0.79' },
	{ currencyCode: 'HKD', unitsPerUsd: '7.82' },
	{ currencyCode: 'JPY', unitsPerUsd: '151.5' },
	{ currencyCode: 'MXN', unitsPerUsd: '17.05' },
	{ currencyCode: 'CNY', unitsPerUsd: '7.24' },
	{ currencyCode: 'ZAR', unitsPerUsd: '18.6' },
	{ currencyCode: 'IDR', unitsPerUsd: '15750' },
	{ currencyCode: 'RUB', unitsPerUsd: '92.5' },
	{ currencyCode: 'KRW', unitsPerUsd: '1345' },
	{ currencyCode: 'ILS', unitsPerUsd: '3.7' },
]

type Rule = { en: string; es: string }
const CANCEL_DAY_BEFORE: Rule = {
	en: 'Cancel free of charge until 11:59 PM hotel time the day before arrival.',
	es: 'Cancelación gratuita hasta las 23:59, hora del hotel, del día anterior a la llegada.',
}
const PAY_AT_HOTEL: Rule = { en: 'Pay at the hotel when you stay.', es: 'Pague en el hotel durante su estancia.' }
const GUARANTEE: Rule = {
	en: 'A credit card guarantees the reservation.',
	es: 'Una tarjeta de crédito garantiza la reserva.',
}

/** Rule descriptions by rate plan code (the plans of rates.ts). */
const RULES: Record<string, Rule[]> = {
	FLEX: [CANCEL_DAY_BEFORE, PAY_AT_HOTEL, GUARANTEE],
	MBRF: [
		{ en: 'For loyalty members signed in when they book.', es: 'Para socios del programa de fidelidad que reservan con su sesión iniciada.' },
		CANCEL_DAY_BEFORE,
		PAY_AT_HOTEL,
	],
	BKFT: [
		{ en: 'Breakfast for up to two guests each morning of the stay.', es: 'Desayuno para hasta dos huéspedes cada mañana de la estancia.' },
		CANCEL_DAY_BEFORE,
		PAY_AT_HOTEL,
	],
	STY3: [
		{ en: 'The discount applies to stays of 3 nights or more.', es: 'El descuento se aplica a estancias de 3 noches o más.' },
		{ en: 'Cancel free of charge until 3 days before arrival.', es: 'Cancelación gratuita hasta 3 días antes de la llegada.' },
	],
	PPAY: [
		{ en: 'The whole stay, taxes included, is charged when you book.', es: 'La estancia completa, con impuestos, se cobra al reservar.' },
		{ en: 'Non-refundable: it cannot be cancelled or changed.', es: 'No reembolsable: no se puede cancelar ni modificar.' },
	],
	AAA: [{ en: 'Show a valid AAA or CAA card at check-in.', es: 'Muestre una tarjeta AAA o CAA válida al registrarse.' }, CANCEL_DAY_BEFORE],
	SNR: [
		{ en: 'For guests 62 and over; proof of age is requested at check-in.', es: 'Para huéspedes de 62 años o más; se pide acreditar la edad al registrarse.' },
		CANCEL_DAY_BEFORE,
	],
	GOV: [{ en: 'Government or military ID is requested at check-in.', es: 'Se pide identificación gubernamental o militar al registrarse.' }, CANCEL_DAY_BEFORE],
	CORP: [
		{
			en: 'For travellers of Acme Industries; a company ID may be requested.',
			es: 'Para viajeros de Acme Industries; puede pedirse una identificación de la empresa.',
		},
		CANCEL_DAY_BEFORE,
	],
	PNTS: [
		{ en: 'Paid with points: no cash is due, taxes included.', es: 'Se paga con puntos: no hay importe en efectivo, impuestos incluidos.' },
		{ en: 'Points are returned if you cancel until 2 days before arrival.', es: 'Los puntos se devuelven si cancela hasta 2 días antes de la llegada.' },
	],
	GRP: [
		{ en: "Rooms come from the group's block, at the group's rate.", es: 'Las habitaciones son del bloque del grupo, con la tarifa del grupo.' },
		{ en: 'Cancel free of charge until 7 days before arrival.', es: 'Cancelación gratuita hasta 7 días antes de la llegada.' },
	],
}

const featureDescription = (code: string) => SEED_ROOM_FEATURE_CODES.find((feature) => feature.code === code)?.description ?? code

function roomImageRows(property: SeedProperty): Array<typeof roomImages.$inferInsert> {
	const folder = `/content/dam/${property.id.toLowerCase()}/rooms`
	return roomTemplatesOf(property).flatMap((room) => [
		{ propertyId: property.id, roomCode: room.code, position: 1, url: `${folder}/${room.code.toLowerCase()}-bedroom.jpg`, caption: room.name },
		{ propertyId: property.id, roomCode: room.code, position: 2, url: `${folder}/${room.code.toLowerCase()}-bathroom.jpg`, caption: `${room.name}: bathroom` },
	])
}

// A room pool's ERS attributes are its feature codes (spec 001 §9).
function roomAttributeRows(property: SeedProperty): Array<typeof roomAttributes.$inferInsert> {
	return roomTemplatesOf(property).flatMap((room) =>
		room.features.map((code, index) => ({
			propertyId: property.id,
			roomCode: room.code,
			categoryCode: code,
			categoryDescription: featureDescription(code),
			position: index + 1,
		})),
	)
}

function rateRuleRows(property: SeedProperty): Array<typeof rateRules.$inferInsert> {
	return Object.entries(RULES).flatMap(([ratePlanCode, rules]) =>
		rules.map((rule, index) => ({
			propertyId: property.id,
			ratePlanCode,
			position: index + 1,
			description: rule.en,
			localizedDescriptions: { es: rule.es },
		})),
	)
}

/**
 * Once per database: a database seeded before these tables existed gets them on its next
 * start (its rooms then get their inventory too).
 */
export async function seedBooking(db: SandboxDb): Promise<void> {
	const [done] = await db.select({ code: exchangeRates.currencyCode }).from(exchangeRates).limit(1)
	if (done) return
	await db.insert(currencies).values(SEED_CURRENCIES).onConflictDoNothing()
	const templates = new Map(SEED_PROPERTIES.flatMap(roomTemplatesOf).map((room) => [room.code, room.inventory]))
	for (const [code, inventory] of templates) await db.update(rooms).set({ inventory }).where(eq(rooms.code, code))
	await db.insert(stopSells).values(SEED_STOP_SELLS)
	await db.insert(roomImages).values(SEED_PROPERTIES.flatMap(roomImageRows))
	await db.insert(roomAttributes).values(SEED_PROPERTIES.flatMap(roomAttributeRows))
	await db.insert(rateRules).values(SEED_PROPERTIES.flatMap(rateRuleRows))
	await db.insert(exchangeRates).values(SEED_EXCHANGE_RATES.map((rate, index) => ({ ...rate, position: index + 1 })))
}
