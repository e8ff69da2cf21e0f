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

/** Opens a card session for the cart; the address of its card form, on the payment service's origin. Throws UpstreamError. */
export async function openCardSession(
	input: { reference: string; returnUrl: string; acceptedCards: readonly string[] },
	ctx: UpstreamContext,
): Promise<string> {
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
			return `${origin}${OpenedSchema.parse(await answer.json()).path}`
		},
		// Opening a session twice leaves one unused: safe to try again on a lost connection.
		{ retry: true, timeoutMs: timeoutFor(), details, ctx },
	)
}
