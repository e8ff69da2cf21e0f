import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { changesNothing, changesStateOnGet, mayChangeState } from './state-change-on-get.ts'

const request = (method: string, site?: string) => ({ method, headers: new Headers(site === undefined ? {} : { 'Sec-Fetch-Site': site }) })

describe('changesNothing', () => {
	it('is true for HEAD, OPTIONS and TRACE in any case, false for GET and POST', () => {
		expect(['HEAD', 'head', 'OPTIONS', 'TRACE'].map(changesNothing)).toEqual([true, true, true, true])
		expect(['GET', 'POST'].map(changesNothing)).toEqual([false, false])
	})
})

describe('mayChangeState', () => {
	it.each(['same-origin', 'none', 'Same-Origin'])('lets a GET from %s change state', (site) => {
		expect(mayChangeState(request('GET', site))).toBe(true)
	})

	it.each(['cross-site', 'same-site', '', 'bogus', undefined])('asks first for a GET from %j', (site) => {
		expect(mayChangeState(request('GET', site))).toBe(false)
	})

	it.each(['HEAD', 'head', 'OPTIONS', 'TRACE'])('never lets a %s change state, wherever it comes from (issue 28, item 4)', (method) => {
		for (const site of ['same-origin', 'none', 'cross-site', undefined]) expect(mayChangeState(request(method, site))).toBe(false)
	})

	it('leaves a form post to the CSRF check', () => {
		expect(mayChangeState(request('POST', 'same-origin'))).toBe(true)
	})
})

describe('changesStateOnGet', () => {
	it.each([
		'/loyalty/myAccount/saveProperties.mi?save=false&marshaCode=NYCMC&returnTo=%2F',
		'/es/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=NYCMC',
		'/LOYALTY/MYACCOUNT/SAVEPROPERTIES.MI',
		'/loyalty/myAccount/saveProperties%2Emi?save=false',
		'/loyalty/myAccount/saveProperties.mi/',
		'/loyalty/x/../myAccount/saveProperties.mi',
		'/hotels/nycmc-meridian-new-york-times-square/overview?saveProperty=false',
		'/hotels/nycmc-meridian-new-york-times-square?x=1&SaveProperty=true',
		'/hotels/nycmc-meridian-new-york-times-square?save%50roperty=true',
	])('%s changes state', (location) => {
		expect(changesStateOnGet(location)).toBe(true)
	})

	it.each([
		'/',
		'/hotels/nycmc-meridian-new-york-times-square/overview',
		'/reservation/rateListMenu.mi?propertyCode=NYCMC',
		'/logout.mi',
		'/language?returnTo=%2F',
	])('%s does not', (location) => {
		expect(changesStateOnGet(location)).toBe(false)
	})

	// A route that changes state on GET calls mayChangeState; each needs an address here
	// that changesStateOnGet knows, or the redirect page would offer a link to it. null:
	// a route that asks the rule and changes nothing itself.
	const KNOWN: Record<string, string | null> = {
		'booking/redirect.tsx': null,
		'account/saved-hotels.tsx': '/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=NYCMC',
		'hotel/hotel-layout.tsx': '/hotels/nycmc-meridian-new-york-times-square/overview?saveProperty=true',
	}

	it('knows an address of every route that changes state on GET', () => {
		const routes = join(import.meta.dirname, '..', 'routes')
		const callers = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter(
			(file) => /\.tsx?$/.test(file) && readFileSync(join(routes, file), 'utf8').includes('mayChangeState('),
		)
		expect(callers.sort()).toEqual(Object.keys(KNOWN).sort())
		for (const address of Object.values(KNOWN)) if (address) expect(changesStateOnGet(address), address).toBe(true)
	})
})
