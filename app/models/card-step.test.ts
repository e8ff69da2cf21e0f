import { describe, expect, it } from 'vitest'
import { cardFramePath, cardSessionIdOf, finishedReturnOf } from './card-step.ts'

// The framed card step: which session our page frames, and which message from the frame
// may send the guest on (only to our own return address).
const ORIGIN = 'https://www.meridian.example'
const finished = (href: unknown) => ({ type: 'payment-finished', href })

describe('the framed card step', () => {
	it('frames a session id as the service issues it, and nothing else', () => {
		expect(cardSessionIdOf('AbC_d-0123456789xyzABC')).toBe('AbC_d-0123456789xyzABC')
		for (const bad of [null, '', 'short', '../../evil', 'a'.repeat(65), 'abc def 0123456789abc', 'https://evil.example/pay/x'])
			expect(cardSessionIdOf(bad)).toBeNull()
		expect(cardFramePath('AbC_d-0123456789xyzABC')).toBe('/reservation/cardPayment.mi?session=AbC_d-0123456789xyzABC')
	})

	it('goes on to our return address, with its query, with or without a locale prefix', () => {
		expect(finishedReturnOf(finished(`${ORIGIN}/reservation/paymentReturn.mi?from=guestInfo&paymentToken=t0k`), ORIGIN)).toBe(
			'/reservation/paymentReturn.mi?from=guestInfo&paymentToken=t0k',
		)
		expect(finishedReturnOf(finished(`${ORIGIN}/es/reservation/paymentReturn.mi?paymentRefused=authentication`), ORIGIN)).toBe(
			'/es/reservation/paymentReturn.mi?paymentRefused=authentication',
		)
	})

	it('ignores any other message: another origin, another path, another type, no address', () => {
		for (const message of [
			finished('https://evil.example/reservation/paymentReturn.mi?paymentToken=t0k'),
			finished(`${ORIGIN}/sign-in.mi`),
			finished(`${ORIGIN}/reservation/paymentReturn.mi.evil`),
			finished('javascript:alert(1)'),
			finished('/reservation/paymentReturn.mi'),
			finished(42),
			{ type: 'other', href: `${ORIGIN}/reservation/paymentReturn.mi` },
			'payment-finished',
			null,
		])
			expect(finishedReturnOf(message, ORIGIN)).toBeNull()
	})
})
