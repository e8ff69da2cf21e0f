import { beforeAll, describe, expect, it } from 'vitest'
import { bookingServer, guestVisitor } from './booking-visitor.ts'

// Promotions (spec 000 /promotion), moved from tests/e2e/promotion.spec.ts (issue 29): a
// closed or unknown promotion, as a visitor with JavaScript off over plain HTTP. The browser
// keeps a member signing in from a promotion and registering (the form), with its axe checks.

const CLOSED = 'Registration for this promotion has closed.'

beforeAll(() => bookingServer(), 90_000)

describe('promotions', () => {
	it('a closed promotion says so, with no way to register', async () => {
		const guest = await guestVisitor()
		const page = await guest.goto('/promotion?code=SPRING')
		expect(page.status).toBe(200)
		const spring = [...page.document.querySelectorAll('section, [role="region"]')].find((region) => region.textContent?.includes(CLOSED))
		expect(spring?.querySelector('h2')?.textContent).toMatch(/\S/)
		expect(spring?.querySelectorAll('button')).toHaveLength(0)
		expect([...(spring?.querySelectorAll('a') ?? [])].filter((link) => /Sign in to register/.test(link.textContent ?? ''))).toEqual([])
		expect(page.link('See all promotions')).toBe('/promotion')

		const unknown = await guest.goto('/promotion?code=NOPE')
		expect(unknown.status).toBe(404)
		expect(unknown.text('body')).toContain("We couldn't find that promotion.")
		expect(unknown.link('See all promotions')).toBe('/promotion')
	})
})
