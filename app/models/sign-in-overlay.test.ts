import { describe, expect, it } from 'vitest'
import { fullSignInPath, OVERLAY_HEIGHT_MESSAGE, readOverlayMessage, signInErrorPageMessage, signInErrorPath } from './sign-in-overlay.ts'

describe('signInErrorPath', () => {
	it('carries returnTo, the message key and the client id', () => {
		const path = signInErrorPath({ returnTo: '/language?x=1', messageKey: 'credentialsWarningMessage', clientId: 'sweeps2026', invalidCredentials: false })
		expect(path).toBe('/sign-in-error.mi?returnTo=%2Flanguage%3Fx%3D1&errorMessageType=credentialsWarningMessage&clientId=sweeps2026')
	})

	it('adds inValidCredentials=true only when told', () => {
		const path = signInErrorPath({ returnTo: '/', messageKey: 'credentialsWarningMessage', invalidCredentials: true })
		expect(new URL(path, 'http://x').searchParams.get('inValidCredentials')).toBe('true')
		expect(new URL(path, 'http://x').searchParams.has('clientId')).toBe(false)
	})
})

describe('signInErrorPageMessage', () => {
	const known = new Set(['credentialsWarningMessage', 'warningMessage', 'lockedWarningMessage'])
	const base = { inValidCredentials: null, apiErrors: [], isKnown: (key: string) => known.has(key), fallback: 'uxlFailureErrorMessage' }

	it('takes a known key from the query', () => {
		expect(signInErrorPageMessage({ ...base, errorMessageType: 'lockedWarningMessage' })).toBe('lockedWarningMessage')
	})

	it('falls back to the session errors, then to the generic message', () => {
		expect(signInErrorPageMessage({ ...base, errorMessageType: '<script>', apiErrors: ['nope', 'lockedWarningMessage'] })).toBe('lockedWarningMessage')
		expect(signInErrorPageMessage({ ...base, errorMessageType: '__proto__', apiErrors: ['nope'] })).toBe('uxlFailureErrorMessage')
		expect(signInErrorPageMessage({ ...base, errorMessageType: null })).toBe('uxlFailureErrorMessage')
	})

	it('tells a remembered member only the password was wrong', () => {
		expect(signInErrorPageMessage({ ...base, errorMessageType: 'credentialsWarningMessage', inValidCredentials: 'true' })).toBe('warningMessage')
	})
})

describe('readOverlayMessage', () => {
	it('reads a height within bounds, rounded up', () => {
		expect(readOverlayMessage({ type: OVERLAY_HEIGHT_MESSAGE, height: 512.4 })).toEqual({ type: OVERLAY_HEIGHT_MESSAGE, height: 513 })
	})

	it.each([
		null,
		'x',
		{ type: 'other', height: 10 },
		{ type: OVERLAY_HEIGHT_MESSAGE, height: '500' },
		{ type: OVERLAY_HEIGHT_MESSAGE, height: Infinity },
		{ type: OVERLAY_HEIGHT_MESSAGE, height: -1 },
		{ type: OVERLAY_HEIGHT_MESSAGE, height: 1e6 },
	])('ignores %j', (data) => {
		expect(readOverlayMessage(data)).toBeNull()
	})
})

describe('fullSignInPath', () => {
	it('keeps the query but overlay=true', () => {
		expect(fullSignInPath(new URLSearchParams('overlay=true&returnTo=%2Flanguage&tripId=T1'))).toBe('/sign-in.mi?returnTo=%2Flanguage&tripId=T1')
		expect(fullSignInPath(new URLSearchParams(''))).toBe('/sign-in.mi')
	})
})
