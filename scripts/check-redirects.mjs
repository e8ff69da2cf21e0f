// npm run check:redirects -- <base URL>: asks a running server for every redirect rule of
// the product and prints rule, expected, observed, pass or fail; exits 1 on any failure.
// For operators after a deploy or a proxy change: a rule that answers another status or
// Location (or sends the visitor off-site) shows here before a guest finds it.
// CHECK_SIGN_IN=email:password adds the rules that need a member (sign-in success).
import { pathToFileURL } from 'node:url'

const HOTEL = 'nycmc-meridian-new-york-times-square'
const RATE_LIST = '/reservation/rateListMenu.mi?propertyCode=NYCMC'
const OFF_SITE = ['//evil.example/x', 'https://evil.example/', '/.//evil.example', 'javascript:alert(1)']

/** Each rule: a request, the status it must get and where it must send the visitor. */
export function redirectRules({ signIn } = {}) {
	const rules = [
		{ rule: 'not found → error page', path: '/reservation/noSuchPage.mi', status: 307, location: '/error' },
		{ rule: 'not found, Spanish → error page', path: '/es/reservation/noSuchPage.mi', status: 307, location: '/es/error' },
		{ rule: 'not found, a post → error page by GET', method: 'POST', path: '/reservation/noSuchPage.mi', form: { a: '1' }, status: 303, location: '/error' },
		{ rule: 'no cart → rate list', path: '/reservation/guestInfo.mi', status: 302, location: '/reservation/rateListMenu.mi' },
		{
			rule: 'lookup → my trips (a guest: the lookup page)',
			path: '/loyalty/findReservationList.mi',
			status: 302,
			location: '/reservation/lookupReservation.mi',
		},
		...['availability.mi', 'availabilitySearch.mi'].flatMap((page) => [
			{
				rule: `${page} navigationURL → that page`,
				path: `/reservation/${page}?navigationURL=${encodeURIComponent(RATE_LIST)}`,
				status: 302,
				location: RATE_LIST,
			},
			...OFF_SITE.map((url) => ({
				rule: `${page} navigationURL ${url} stays on the site`,
				path: `/reservation/${page}?navigationURL=${encodeURIComponent(url)}`,
				onSite: true,
			})),
		]),
		{ rule: 'legacy hotel address → overview', path: `/hotels/${HOTEL}`, status: 301, location: `/hotels/${HOTEL}/overview` },
		{ rule: 'legacy reviews address → reviews', path: `/hotels/hotel-reviews/${HOTEL}`, status: 301, location: `/hotels/${HOTEL}/reviews` },
		{ rule: 'legacy map address → location', path: `/hotels/maps/travel/${HOTEL}`, status: 301, location: `/hotels/${HOTEL}/location` },
		{
			rule: 'legacy save address, a guest → sign in and back',
			path: '/loyalty/myAccount/saveProperties.mi?save=true&marshaCode=NYCMC&returnTo=/',
			status: 302,
			location: (value) => value.startsWith('/sign-in.mi?returnTo='),
		},
		{
			rule: 'sign-in failure in the overlay → sign-in error page',
			method: 'POST',
			path: '/signInOverlay.mi',
			form: { email: 'nobody@example.org', pwrd: 'Wrong-password-1', returnTo: '/' },
			status: 303,
			location: (value) => value.startsWith('/sign-in-error.mi?'),
		},
		{
			rule: 'sign-in failure on the page → the form again (no redirect)',
			method: 'POST',
			path: '/sign-in.mi',
			form: { email: 'nobody@example.org', pwrd: 'Wrong-password-1', returnTo: '/' },
			status: 401,
		},
		{
			rule: 'sign-in returnTo off-site stays on the site',
			method: 'POST',
			path: '/sign-in.mi',
			form: { email: 'nobody@example.org', pwrd: 'Wrong-password-1', returnTo: '//evil.example' },
			onSite: true,
		},
		{ rule: 'session expired → expired-session page', skip: 'needs a signed session of this server (covered by tests/integration/request-journeys.test.ts)' },
		{ rule: 'cart expired → rate list with the search', skip: 'needs a signed session of this server (covered by tests/integration/request-journeys.test.ts)' },
	]
	const memberRules = [
		{
			rule: 'sign-in success → returnTo',
			method: 'POST',
			path: '/sign-in.mi',
			form: { email: signIn?.email, pwrd: signIn?.password, returnTo: `/hotels/${HOTEL}/overview` },
			status: 303,
			location: `/hotels/${HOTEL}/overview`,
		},
		// Saves NYCMC for that member: a hotel already saved stays saved.
		{
			rule: 'save property, a member → returnTo',
			member: true,
			method: 'POST',
			path: '/loyalty/myAccount/saveProperties.mi',
			form: { save: 'true', marshaCode: 'NYCMC', returnTo: `/hotels/${HOTEL}/overview` },
			status: 303,
			location: `/hotels/${HOTEL}/overview`,
		},
	]
	rules.push(...memberRules.map((rule) => (signIn ? rule : { rule: rule.rule, skip: 'set CHECK_SIGN_IN=email:password to check it' })))
	return rules
}

/** What the server answered, and whether it is what the rule expects. */
export async function checkRule(baseUrl, rule, { memberCookie } = {}) {
	if (rule.skip) return { ...rule, result: 'skipped' }
	const origin = new URL(baseUrl).origin
	const init = {
		method: rule.method ?? 'GET',
		redirect: 'manual',
		headers: { Origin: origin, ...(rule.member && memberCookie ? { Cookie: memberCookie } : {}) },
	}
	if (rule.form) {
		init.body = new URLSearchParams(rule.form).toString()
		init.headers['Content-Type'] = 'application/x-www-form-urlencoded'
	}
	const response = await fetch(`${baseUrl}${rule.path}`, init)
	await response.arrayBuffer()
	// A successful sign-in's session, for the rules that need a member.
	const cookie = response.headers
		.getSetCookie()
		.map((value) => value.split(';')[0])
		.join('; ')
	const raw = response.headers.get('location')
	const target = raw === null ? null : new URL(raw, baseUrl)
	const location = target === null ? null : target.origin === origin ? `${target.pathname}${target.search}` : raw
	const statusOk = rule.status === undefined || response.status === rule.status
	const onSite = target === null || (target.origin === origin && !/^(\/\/|\/\\|\\)/.test(raw))
	const locationOk =
		rule.location === undefined
			? rule.status === undefined || rule.status < 300 || rule.status >= 400
				? true
				: location !== null
			: typeof rule.location === 'function'
				? location !== null && rule.location(location)
				: location === rule.location
	return { ...rule, observed: { status: response.status, location }, cookie, result: statusOk && locationOk && onSite ? 'pass' : 'FAIL' }
}

/** Every rule in order; the sign-in success rule's session serves the member rules after it. */
export async function checkRules(baseUrl, rules) {
	const results = []
	let memberCookie
	for (const rule of rules) {
		const result = await checkRule(baseUrl, rule, { memberCookie })
		if (rule.rule.startsWith('sign-in success') && result.result === 'pass') memberCookie = result.cookie
		results.push(result)
	}
	return results
}

function expected(rule) {
	if (rule.skip) return ''
	const status = rule.status ?? 'any'
	const location =
		rule.location === undefined
			? rule.onSite
				? 'on this site'
				: ''
			: typeof rule.location === 'function'
				? String(rule.location).replace(/^\(?value\)? => value\./, '')
				: rule.location
	return `${status} ${location}`.trim()
}

async function main() {
	const baseUrl = (process.argv[2] ?? '').replace(/\/$/, '')
	if (!/^https?:\/\//.test(baseUrl)) {
		console.error('usage: npm run check:redirects -- <base URL>   (e.g. http://localhost:3000)')
		process.exit(2)
	}
	const [email, password] = (process.env.CHECK_SIGN_IN ?? '').split(/:(.*)/s)
	const results = await checkRules(baseUrl, redirectRules({ signIn: email && password ? { email, password } : undefined }))
	console.table(
		results.map((row) => ({
			rule: row.rule,
			expected: expected(row),
			observed: row.observed ? `${row.observed.status} ${row.observed.location ?? ''}`.trim() : row.skip,
			result: row.result,
		})),
	)
	const failed = results.filter((row) => row.result === 'FAIL').length
	console.log(failed ? `${failed} rule(s) failed` : 'every rule checked passed')
	process.exit(failed ? 1 : 0)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
