import type { translations, userTitles } from '../../schema/index.ts'

// Name titles (user title) and the stored translations translate text answers with: the
// rate plans' descriptions (rates.ts) in Spanish, so a Spanish page can show them in its
// language although the catalogue keeps them in English.

const TITLES: Array<[code: string, english: string, spanish: string]> = [
	['MR', 'Mr.', 'Sr.'],
	['MRS', 'Mrs.', 'Sra.'],
	['MS', 'Ms.', 'Srta.'],
	['MX', 'Mx.', 'Mx.'],
	['DR', 'Dr.', 'Dr./Dra.'],
	['PROF', 'Prof.', 'Prof.'],
]

export const SEED_USER_TITLES: Array<typeof userTitles.$inferInsert> = TITLES.map(([code, english, spanish], position) => ({
	code,
	description: english,
	localizedDescriptions: (english === spanish ? {} : { es: spanish }) as Record<string, string>,
	position,
}))

const SPANISH: Record<string, string> = {
	'Pay at the hotel; change or cancel until the day before arrival.': 'Pague en el hotel; cambie o cancele hasta el día anterior a la llegada.',
	'Our lowest flexible rate, for loyalty members.': 'Nuestra tarifa flexible más baja, para miembros del programa de fidelidad.',
	'Breakfast for up to two guests each morning.': 'Desayuno para hasta dos huéspedes cada mañana.',
	'15% off stays of 3 nights or more.': '15 % de descuento en estancias de 3 noches o más.',
	'Pay now and save on the flexible rate.': 'Pague ahora y ahorre sobre la tarifa flexible.',
	'Show a valid AAA or CAA card at check-in.': 'Presente una tarjeta AAA o CAA válida al registrarse.',
	'For guests 62 and over; proof of age is requested at check-in.': 'Para huéspedes de 62 años o más; se solicita comprobante de edad al registrarse.',
	'For government employees and military personnel on official travel; ID is requested at check-in.':
		'Para empleados del gobierno y personal militar en viaje oficial; se solicita identificación al registrarse.',
	'Negotiated rate for Acme Industries travellers.': 'Tarifa negociada para los viajeros de Acme Industries.',
	'Pay with points: no cash due, taxes included.': 'Pague con puntos: sin pago en efectivo, impuestos incluidos.',
	"Rate of the group's room block.": 'Tarifa del bloque de habitaciones del grupo.',
}

export const SEED_TRANSLATIONS: Array<typeof translations.$inferInsert> = Object.entries(SPANISH).map(([sourceText, translatedText]) => ({
	sourceText,
	language: 'es',
	translatedText,
}))
