import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { bookingSearchSchema } from '#app/models/booking-search-schema.ts'
import { signInSchema } from '#app/models/sign-in-schema.ts'
import { parseSubmission, schemaFieldsOf } from './form-data.server.ts'

const schema = z.object({ email: z.string().email(), returnTo: z.string().optional() }).superRefine(() => {})

describe('a submission keeps only the schema own fields', () => {
	it('drops fields the form does not define, so the reply never echoes them', () => {
		const form = new URLSearchParams({ email: 'nope', returnTo: '/x', injected: '<script>', 'a[0]': 'x' })
		const reply = parseSubmission(form, schema).reply()
		expect(reply.initialValue).toEqual({ email: 'nope', returnTo: '/x' })
		expect(JSON.stringify(reply)).not.toMatch(/injected|script|a\[0\]/)
	})

	it('keeps a FormData a FormData, with repeated names and files', () => {
		const form = new FormData()
		form.append('email', 'a@example.com')
		form.append('email', 'b@example.com')
		form.append('other', new Blob(['x']))
		const kept = schemaFieldsOf(form, schema)
		expect(kept).toBeInstanceOf(FormData)
		expect(kept.getAll('email')).toEqual(['a@example.com', 'b@example.com'])
		expect(kept.has('other')).toBe(false)
	})

	it('reads the names through refinements and transforms (the sign-in and booking schemas)', () => {
		const signIn = schemaFieldsOf(
			new URLSearchParams({ email: 'a', pwrd: 'b', rememberMe: 'on', returnTo: '/', tripId: 't', evil: '1' }),
			signInSchema({ remembered: false, identifierMode: 'combined' }),
		)
		expect([...signIn.keys()]).toEqual(['email', 'pwrd', 'rememberMe', 'returnTo', 'tripId'])
		const booking = schemaFieldsOf(
			new URLSearchParams({ propertyCode: 'NYCMC', currency: 'EUR', evil: '1' }),
			bookingSearchSchema({ now: new Date(), locale: 'en-US' }),
		)
		expect([...booking.keys()]).toEqual(['propertyCode', 'currency'])
	})

	it('parses hostile names and counts in linear time, with no stack overflow', () => {
		const booking = bookingSearchSchema({ now: new Date(), locale: 'en-US' })
		for (const query of ['a[100000000]=1', `a${'[0]'.repeat(3000)}=1`, 'a&'.repeat(8000), 'propertyCode=x&'.repeat(4000)]) {
			// CPU time, not wall time: other test files share the machine's cores.
			const started = process.cpuUsage()
			const submission = parseSubmission(new URLSearchParams(query), booking)
			expect(submission.status).toBe('error')
			const used = process.cpuUsage(started)
			expect((used.user + used.system) / 1000, query.slice(0, 30)).toBeLessThan(50)
		}
	})
})
