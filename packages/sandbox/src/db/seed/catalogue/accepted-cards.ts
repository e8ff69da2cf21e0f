// The cards each hotel takes (property payment information). Most take every network the
// platform knows; a few refuse the costlier ones, as hotels do, so a guest can be told
// before typing a card and refused when one is tried anyway.

export const CARD_NETWORKS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'] as const

/** Hotels that refuse some networks, by property id. */
const REFUSED: Record<string, readonly string[]> = {
	BERMC: ['amex', 'diners'],
	SYDMC: ['diners', 'discover'],
}

export function acceptedCardsOf(propertyId: string): string[] {
	const refused = REFUSED[propertyId.toUpperCase()] ?? []
	return CARD_NETWORKS.filter((network) => !refused.includes(network))
}
