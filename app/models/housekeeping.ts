// The housekeeping preference (spec 001 §1, §6, §9): J9 opts in to daily housekeeping, J8
// opts out. Some brands do not offer the choice.

export const HOUSEKEEPING_CODES = ['J9', 'J8'] as const
export type HousekeepingCode = (typeof HOUSEKEEPING_CODES)[number]

/** Spec 001 §6: brands excluded from the housekeeping opt-in. */
const NO_HOUSEKEEPING_CHOICE = new Set(['ER', 'MV', 'RZ', 'EB', 'WH', 'LC', 'XR', 'JW', 'BG', 'RS', 'SN'])

export const offersHousekeepingChoice = (brandCode: string | null | undefined) => !NO_HOUSEKEEPING_CHOICE.has((brandCode ?? '').toUpperCase())

export const isHousekeepingCode = (code: string): code is HousekeepingCode => (HOUSEKEEPING_CODES as readonly string[]).includes(code)
