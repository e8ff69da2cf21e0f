import { z } from 'zod'
import { paymentServiceOrigin } from '#app/services/env.server.ts'
import { attempt, timeoutFor } from '#app/services/upstream/attempts.server.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { UpstreamError, type FailureDetails } from '#app/services/upstream/errors.server.ts'

// The payment service (docs/decisions/010-card-form.md): the guest types the card into
// its page, on its own origin, and comes back to us with a one-time token. We only open
// the session — for this cart, with our return address and the cards the hotel takes —
// and send the guest there. No card number or security code ever passes through here.

const OpenedSchema = z.object({ id: z.string(), path: z.string().startsWith('/pay/') })

/** Opens a card session for the cart: its id, and the address of its card form on the payment service's origin. Throws UpstreamError. */
export async function openCardSession(
	input: { reference: string; returnUrl: string; acceptedCards?: readonly string[] },
	ctx: UpstreamContext,
): Promise<{ id: string; href: string }> {
	const origin = paymentServiceOrigin()
	const details: FailureDetails = { source: 'API_ERROR', component: 'paymentService.openSession', url: '/sessions', method: 'POST' }
	return attempt(
		async (signal) => {
			const answer = await fetch(`${origin}/sessions`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', accept: 'application/json' },
				body: JSON.stringify(input),
				signal,
			})
			if (!answer.ok) throw new UpstreamError(`HTTP_${answer.status}`, { ...details, status: answer.status })
			const opened = OpenedSchema.parse(await answer.json())
			return { id: opened.id, href: `${origin}${opened.path}` }
		},
		// Opening a session twice leaves one unused: safe to try again on a lost connection.
		{ retry: true, timeoutMs: timeoutFor(), details, ctx },
	)
}

/** The card form of a session as our payment step frames it (the service's framed display): built here, never taken from the request. */
export const cardFrameSource = (sessionId: string) => `${paymentServiceOrigin()}/pay/${encodeURIComponent(sessionId)}?display=frame`
