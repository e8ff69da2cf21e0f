import { eq } from 'drizzle-orm'
import express, { type Response } from 'express'
import { z } from 'zod'
import { paymentSessions } from '../db/schema/index.ts'
import type { SandboxDeps } from '../deps.ts'
import { cardFormPage, confirmationPage, goneAnswer } from './pages.ts'
import { returnUrlProblem, returnWith } from './return-url.ts'
import { giveCard, issueToken, openSession, openSessionOf } from './sessions.ts'

// The payment service, on its own origin as a payment provider's is: the merchant opens a
// session for a cart (server to server) and sends the guest to its card form; the guest's
// card is posted here and nowhere else; the guest goes back to the merchant's return
// address with a one-time token reference (a 303, no script needed), or with the reason
// none was issued. The platform redeems the token when it authorizes the cart's payment.

const OpenSession = z.object({
	returnUrl: z.string(),
	reference: z.string().min(1).max(100),
	acceptedCards: z.array(z.string()).min(1).default(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb']),
})

const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function createPaymentApp({ db, config, now }: SandboxDeps) {
	const app = express()
	app.disable('x-powered-by')
	const allowedOrigins = config.PAYMENT_RETURN_ORIGINS
	const years = () => Array.from({ length: 11 }, (_, index) => now().getUTCFullYear() + index)

	/** The page's own headers: framed and posted back to only by the merchant it returns to. */
	const guarded = (res: Response, returnUrl: string) => {
		const merchant = new URL(returnUrl).origin
		res.set({
			'Cache-Control': 'no-store',
			'Referrer-Policy': 'no-referrer',
			'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' ${merchant}; frame-ancestors ${merchant}`,
		})
		return res
	}
	const gone = (res: Response) => res.status(410).set('Cache-Control', 'no-store').type('html').send(goneAnswer())

	app.post('/sessions', express.json({ limit: '8kb' }), async (req, res) => {
		const parsed = OpenSession.safeParse(req.body)
		const problem = parsed.success ? returnUrlProblem(parsed.data.returnUrl, allowedOrigins) : 'reference and returnUrl are required'
		if (!parsed.success || problem) return res.status(400).json({ code: 'BAD_REQUEST', message: problem })
		const id = await openSession(db, parsed.data, now())
		return res.status(201).json({ id, path: `/pay/${id}` })
	})

	app.get('/pay/:id', async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session) return gone(res)
		const cancelHref = returnWith(session.returnUrl, { paymentRefused: 'cancelled' })
		guarded(res, session.returnUrl).type('html').send(cardFormPage({ action: `/pay/${session.id}`, cancelHref, acceptedCards: session.acceptedCards, years: years() }))
	})

	app.post('/pay/:id', express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session) return gone(res)
		const body = req.body as Record<string, unknown>
		const card = {
			cardNumber: typed(body.cardNumber),
			cvv: typed(body.cvv),
			expiryMonth: Number(typed(body.expiryMonth)) || 0,
			expiryYear: Number(typed(body.expiryYear)) || 0,
			cardholderName: typed(body.cardholderName),
		}
		const outcome = await giveCard(db, session, card, now())
		if ('refused' in outcome) {
			// Everything but the number and the security code comes back, with the reason next to its field.
			const values = { cardholderName: card.cardholderName, expiryMonth: typed(body.expiryMonth), expiryYear: typed(body.expiryYear), billingPostalCode: typed(body.billingPostalCode) }
			const cancelHref = returnWith(session.returnUrl, { paymentRefused: 'cancelled' })
			const form = cardFormPage({ action: `/pay/${session.id}`, cancelHref, acceptedCards: session.acceptedCards, years: years(), values, problem: outcome.refused })
			return guarded(res, session.returnUrl).status(400).type('html').send(form)
		}
		if ('confirm' in outcome) return res.redirect(303, `/pay/${session.id}/confirm`)
		return res.redirect(303, returnWith(session.returnUrl, { paymentToken: outcome.token, cardBrand: outcome.network, cardLastFour: outcome.lastFour }))
	})

	app.get('/pay/:id/confirm', async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session?.network || !session.lastFour) return gone(res)
		guarded(res, session.returnUrl).type('html').send(confirmationPage({ action: `/pay/${session.id}/confirm`, network: session.network, lastFour: session.lastFour }))
	})

	app.post('/pay/:id/confirm', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session?.network || !session.lastFour) return gone(res)
		if ((req.body as Record<string, unknown>).answer !== 'confirm') {
			// A refused confirmation ends the session: the guest starts again from the merchant's page.
			await db.update(paymentSessions).set({ expiresAt: now() }).where(eq(paymentSessions.id, session.id))
			return res.redirect(303, returnWith(session.returnUrl, { paymentRefused: 'authentication' }))
		}
		const issued = await issueToken(db, session.id, { network: session.network, lastFour: session.lastFour })
		return res.redirect(303, returnWith(session.returnUrl, { paymentToken: issued.token, cardBrand: issued.network, cardLastFour: issued.lastFour }))
	})

	app.use((_req, res) => {
		res.status(404).type('text/plain').send('Not found')
	})
	return app
}
