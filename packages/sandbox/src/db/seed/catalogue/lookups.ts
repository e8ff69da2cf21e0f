import type { lookups } from '../../schema/index.ts'
import { STATES } from './lookups-states.ts'

// Countries for address and enrolment forms, with Spanish names for the es-ES site.
// CU, KP, SY and IR are listed: the app refuses online join for them (spec 000 §6),
// the list does not hide them.
const COUNTRIES: Array<[code: string, english: string, spanish: string]> = [
	['US', 'United States', 'Estados Unidos'],
	['CA', 'Canada', 'Canadá'],
	['MX', 'Mexico', 'México'],
	['GB', 'United Kingdom', 'Reino Unido'],
	['IE', 'Ireland', 'Irlanda'],
	['ES', 'Spain', 'España'],
	['PT', 'Portugal', 'Portugal'],
	['FR', 'France', 'Francia'],
	['DE', 'Germany', 'Alemania'],
	['IT', 'Italy', 'Italia'],
	['NL', 'Netherlands', 'Países Bajos'],
	['CH', 'Switzerland', 'Suiza'],
	['CN', 'China', 'China'],
	['HK', 'Hong Kong', 'Hong Kong'],
	['JP', 'Japan', 'Japón'],
	['KR', 'South Korea', 'Corea del Sur'],
	['SG', 'Singapore', 'Singapur'],
	['TH', 'Thailand', 'Tailandia'],
	['IN', 'India', 'India'],
	['AE', 'United Arab Emirates', 'Emiratos Árabes Unidos'],
	['AU', 'Australia', 'Australia'],
	['NZ', 'New Zealand', 'Nueva Zelanda'],
	['BR', 'Brazil', 'Brasil'],
	['AR', 'Argentina', 'Argentina'],
	['CU', 'Cuba', 'Cuba'],
	['KP', 'North Korea', 'Corea del Norte'],
	['SY', 'Syria', 'Siria'],
	['IR', 'Iran', 'Irán'],
]

export const SEED_LOOKUPS: Array<typeof lookups.$inferInsert> = [
	...COUNTRIES.map(([code, english, spanish], index) => ({
		type: 'COUNTRIES' as const,
		countryCode: '',
		code,
		description: english,
		localizedDescriptions: (spanish === english ? {} : { es: spanish }) as Record<string, string>,
		position: index + 1,
	})),
	...Object.entries(STATES).flatMap(([countryCode, states]) =>
		states.map(([code, description], index) => ({
			type: 'STATES' as const,
			countryCode,
			code,
			description,
			localizedDescriptions: {} as Record<string, string>,
			position: index + 1,
		})),
	),
]
