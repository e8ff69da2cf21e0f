// A member's number in a partner airline's programme (spec 000 §8 INVALID_PARTNER_NUMBER):
// the join form and the points conversion check its shape before the platform checks the
// rest (its check digit is the platform's business).

/** The number as typed, without the spaces people put in it; '' for none. */
export const partnerNumberOf = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, '') : '')

/** 'invalidPartnerNumber' unless it is 6 to 16 digits; whether an empty one will do is the form's business. */
export const partnerNumberProblem = (number: string): 'invalidPartnerNumber' | null => (number && !/^\d{6,16}$/.test(number) ? 'invalidPartnerNumber' : null)
