import { eq } from 'drizzle-orm'
import express, { type Response } from 'express'
import { z } from 'zod'
import { paymentSessions } from '../db/schema/index.ts'
import type { SandboxDeps } from '../deps.ts'
import { cardFormPage, confirmationPage, FINISH_SCRIPT_SOURCE, finishedPage, goneAnswer } from './pages.ts'
import { returnUrlProblem, returnWith } from './return-url.ts'
import { giveCard, issueToken, openSession, openSessionOf } from './sessions.ts'

// The payment service, on its own origin as a payment provider's is: the merchant opens a
// session for a cart (server to server) and sends the guest to its card form; the guest's
// card is posted here and nowhere else; the guest goes back to the merchant's return
// address with a one-time token reference (a 303, no script needed), or with the reason
// none was issued. The platform redeems the token when it authorizes the cart's payment.
// Framed in the merchant's page (`?display=frame`, the merchant's choice with JavaScript),
// the same steps run inside the frame and the last one hands the merchant's page the
// return address instead of redirecting (a frame cannot show the merchant's own pages).

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
	const guarded = (res: Response, returnUrl: string, script = "'none'") => {
		const merchant = new URL(returnUrl).origin
		res.set({
			'Cache-Control': 'no-store',
			'Referrer-Policy': 'no-referrer',
			'Content-Security-Policy': `default-src 'none'; script-src ${script}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' ${merchant}; frame-ancestors ${merchant}`,
		})
		return res
	}
	// A session gone names no merchant: the page may sit in the frame of any merchant the service knows.
	const knownMerchants = [...allowedOrigins, 'http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'].join(' ')
	const gone = (res: Response) =>
		res
			.status(410)
			.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${knownMerchants}` })
			.type('html')
			.send(goneAnswer())
	const framedOf = (req: express.Request) => req.query.display === 'frame'
	const inFrame = (path: string, framed: boolean) => (framed ? `${path}?display=frame` : path)
	/** The guest goes back to the merchant: a 303, or in a frame the page that hands the merchant the address. */
	const finish = (res: Response, framed: boolean, returnUrl: string, answer: Record<string, string>) => {
		const href = returnWith(returnUrl, answer)
		if (!framed) return res.redirect(303, href)
		const page = finishedPage({ href, merchant: new URL(returnUrl).origin, tokenIssued: 'paymentToken' in answer })
		return guarded(res, returnUrl, FINISH_SCRIPT_SOURCE).type('html').send(page)
	}

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
		const framed = framedOf(req)
		const form = cardFormPage({ action: inFrame(`/pay/${session.id}`, framed), cancelHref, acceptedCards: session.acceptedCards, years: years(), framed })
		guarded(res, session.returnUrl).type('html').send(form)
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
		const framed = framedOf(req)
		if ('refused' in outcome) {
			// Everything but the number and the security code comes back, with the reason next to its field.
			const values = {
				cardholderName: card.cardholderName,
				expiryMonth: typed(body.expiryMonth),
				expiryYear: typed(body.expiryYear),
				billingPostalCode: typed(body.billingPostalCode),
			}
			const cancelHref = returnWith(session.returnUrl, { paymentRefused: 'cancelled' })
			const form = cardFormPage({
				action: inFrame(`/pay/${session.id}`, framed),
				cancelHref,
				acceptedCards: session.acceptedCards,
				years: years(),
				values,
				problem: outcome.refused,
				framed,
			})
			return guarded(res, session.returnUrl).status(400).type('html').send(form)
		}
		if ('confirm' in outcome) return res.redirect(303, inFrame(`/pay/${session.id}/confirm`, framed))
		return finish(res, framed, session.returnUrl, { paymentToken: outcome.token, cardBrand: outcome.network, cardLastFour: outcome.lastFour })
	})

	app.get('/pay/:id/confirm', async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session?.network || !session.lastFour) return gone(res)
		const framed = framedOf(req)
		const confirmation = confirmationPage({
			action: inFrame(`/pay/${session.id}/confirm`, framed),
			network: session.network,
			lastFour: session.lastFour,
			framed,
		})
		guarded(res, session.returnUrl).type('html').send(confirmation)
	})

	app.post('/pay/:id/confirm', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
		const session = await openSessionOf(db, req.params.id, now())
		if (!session?.network || !session.lastFour) return gone(res)
		if ((req.body as Record<string, unknown>).answer !== 'confirm') {
			// A refused confirmation ends the session: the guest starts again from the merchant's page.
			await db.update(paymentSessions).set({ expiresAt: now() }).where(eq(paymentSessions.id, session.id))
			return finish(res, framedOf(req), session.returnUrl, { paymentRefused: 'authentication' })
		}
		const issued = await issueToken(db, session.id, { network: session.network, lastFour: session.lastFour })
		return finish(res, framedOf(req), session.returnUrl, { paymentToken: issued.token, cardBrand: issued.network, cardLastFour: issued.lastFour })
	})

	app.use((_req, res) => {
		res.status(404).type('text/plain').send('Not found')
	})
	return app
}
