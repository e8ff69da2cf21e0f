import { beforeAll, expect, it } from 'vitest'
import { site, visitorOf, type Site } from './site-visitor.ts'

// The join link's journey whose outcome the server alone decides (issue 29), moved from
// tests/e2e/join-link.spec.ts: a visitor with JavaScript off over plain HTTP. The browser
// keeps a guest who booked joining from the link, the form filled in.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

it('a join link that was changed still lets the guest join, with the empty form', async () => {
	const page = await (await visitorOf(server)).goto('/enrollprefill?data=changed-on-the-way')
	expect(page.path).toMatch(/^\/loyalty\/createAccount\/createAccountPage1\.mi/)
	expect(page.text('main')).toContain("This join link can't be used any more, but you can still join below.")
	expect(page.valueOf('First name')).toBe('')
})
