import type { StayEarnings } from '@meridian/upstream-contract/order.ts'
import { formatMoney } from './money.ts'
import { numberFormat } from './intl-formats.ts'

// What the earn-while-you-sleep page says of a booked stay (spec 001 §2
// earnWhileYouSleep.mi): the platform counts the points; this decides whose they are.

export type EarningsView =
	/** Paid with points: it earns none. */
	| { kind: 'points' }
	/** The signed-in member's own stay: the points come to them. */
	| { kind: 'own'; total: string; base: string; bonus: string | null; spend: string; tier: string | null }
	/** Booked as a guest, and a member is signed in: saving it to their trips earns the points. */
	| { kind: 'save'; total: string; base: string; bonus: string | null; spend: string; tier: string | null }
	/** Booked as a guest by a guest: what a member would earn, and the way to join. */
	| { kind: 'join'; base: string; spend: string }

type Stay = { customerId?: string | null }
type Visitor = { state: string; customerId?: string | null }

/** newMember: the guest joined while booking (or just after), so the stay is theirs though they are not signed in. */
export function earningsView(earnings: StayEarnings, stay: Stay, visitor: Visitor, locale: string, newMember = false): EarningsView {
	if (earnings.redemption) return { kind: 'points' }
	const number = (points: number) => numberFormat(locale).format(points)
	const { qualifyingSpend: money } = earnings
	const spend = formatMoney(money, money.currency, locale)
	const figures = {
		total: number(earnings.basePoints + earnings.bonusPoints),
		base: number(earnings.basePoints),
		bonus: earnings.bonusPoints > 0 ? number(earnings.bonusPoints) : null,
		spend,
		tier: earnings.tier ?? null,
	}
	const member = visitor.state === 'member' && Boolean(visitor.customerId)
	if (stay.customerId && (newMember || (member && stay.customerId === visitor.customerId))) return { kind: 'own', ...figures }
	if (member && !stay.customerId) return { kind: 'save', ...figures }
	return { kind: 'join', base: figures.base, spend }
}
