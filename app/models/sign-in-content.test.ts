import { describe, expect, it } from 'vitest'
import { chooseContentBlock, clientIdOf, contentBlockRequest, isOnlineJoinAllowed, withClientId } from './sign-in-content.ts'

describe('chooseContentBlock', () => {
	it('shows the sweepstakes to a client that has one, whatever the layout', () => {
		expect(chooseContentBlock('sweeps2026')).toMatchObject({ kind: 'sweepstakes', sweepstakes: { messages: 'contentBlock.sweepstakes.sweeps2026' } })
		expect(chooseContentBlock('sweeps2026', 'icon').kind).toBe('sweepstakes')
	})

	it('otherwise takes the layout asked for, the default one when none is', () => {
		expect(chooseContentBlock(undefined)).toEqual({ kind: 'default' })
		expect(chooseContentBlock('another-partner', 'icon')).toEqual({ kind: 'icon' })
		expect(chooseContentBlock(undefined, 'v2')).toEqual({ kind: 'v2' })
	})

	it('is not fooled by names every object has', () => {
		expect(chooseContentBlock('constructor')).toEqual({ kind: 'default' })
		expect(chooseContentBlock('__proto__')).toEqual({ kind: 'default' })
	})
})

describe('online join', () => {
	it('is refused for CU, KP, SY and IR only', () => {
		for (const country of ['CU', 'KP', 'SY', 'IR', 'ir']) expect(isOnlineJoinAllowed(country)).toBe(false)
		for (const country of ['US', 'ES', 'IQ', null]) expect(isOnlineJoinAllowed(country)).toBe(true)
	})

	it('is decided from the first language of the request', () => {
		const url = new URL('http://hotel.test/sign-in.mi?clientId=sweeps2026')
		expect(contentBlockRequest(url, 'fa-IR,fa;q=0.9')).toEqual({ clientId: 'sweeps2026', onlineJoin: false })
		expect(contentBlockRequest(url, 'en-US,fa-IR;q=0.5')).toEqual({ clientId: 'sweeps2026', onlineJoin: true })
		expect(contentBlockRequest(url, null).onlineJoin).toBe(true)
	})
})

describe('clientId', () => {
	it('is read from the query only when it looks like a campaign code', () => {
		expect(clientIdOf(new URLSearchParams('clientId=sweeps2026'))).toBe('sweeps2026')
		expect(clientIdOf(new URLSearchParams('clientId=%3Cscript%3E'))).toBeUndefined()
		expect(clientIdOf(new URLSearchParams(`clientId=${'a'.repeat(65)}`))).toBeUndefined()
		expect(clientIdOf(new URLSearchParams(''))).toBeUndefined()
	})

	it('is added to a link, beside any query it has', () => {
		expect(withClientId('/loyalty/createAccount/createAccountPage1.mi', 'sweeps2026')).toBe('/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026')
		expect(withClientId('/join.mi?activate=true', 'a b')).toBe('/join.mi?activate=true&clientId=a+b')
		expect(withClientId('/join.mi', undefined)).toBe('/join.mi')
	})
})
