// A member's number in a partner airline's programme (spec 000 §8 INVALID_PARTNER_NUMBER):
// the join form and the points conversion check its shape before the platform checks the
// rest (its check digit is the platform's business).

/** The number as typed, without the spaces people put in it; '' for none. */
export const partnerNumberOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, '') : '')

/** How many digits an airline's member number has. */
export const PARTNER_NUMBER_DIGITS = { min: 6, max: 16 } as const

/** What a form's partner-number field takes: the longest number, with room for the spaces people type in it. */
export const PARTNER_NUMBER_LIMITS = { maxLength: PARTNER_NUMBER_DIGITS.max + 4, inputMode: 'numeric' } as const

const PARTNER_NUMBER = new RegExp(`^\\d{${PARTNER_NUMBER_DIGITS.min},${PARTNER_NUMBER_DIGITS.max}}$`)

/** 'invalidPartnerNumber' unless it is 6 to 16 digits; whether an empty one will do is the form's business. */
export const partnerNumberProblem = (number: string): 'invalidPartnerNumber' | null => (number && !PARTNER_NUMBER.test(number) ? 'invalidPartnerNumber' : null)
