import type { AppLoadContext } from '@remix-run/node'
import type { z } from 'zod'
import { ensureSession } from './booking-session.server.ts'
import { updateSession } from './upstream/session.server.ts'
import { getVisitor, noteSessionWrite, sessionDataOf } from './visitor.server.ts'

// A step of a journey kept in the platform session between two pages (a password reset's
// e-mail, an activation under way), so no address carries it.

export type SessionSlot<T> = {
	/** Keeps the value; answers the session's id, for the response's cookie (a guest's session may be new). */
	remember(request: Request, context: AppLoadContext, value: T): Promise<{ sessionToken: string }>
	/** The value kept, or null when there is none (or it no longer reads as one). */
	remembered(request: Request, context: AppLoadContext): Promise<T | null>
	forget(request: Request, context: AppLoadContext): Promise<void>
}

export function sessionSlot<Schema extends z.ZodTypeAny>(key: string, schema: Schema): SessionSlot<z.infer<Schema>> {
	return {
		async remember(request, context, value) {
			const { upstream } = await ensureSession(request, context)
			await updateSession({ [key]: value }, upstream)
			await noteSessionWrite(request, context, { [key]: value })
			return { sessionToken: upstream.sessionToken }
		},
		async remembered(request, context) {
			const visitor = await getVisitor(request, context)
			if (!visitor.sessionToken || visitor.sessionExpired) return null
			const kept = schema.safeParse((await sessionDataOf(request, context))?.[key])
			return kept.success ? kept.data : null
		},
		async forget(request, context) {
			const visitor = await getVisitor(request, context)
			if (!visitor.sessionToken) return
			await updateSession({ [key]: null }, visitor.upstream)
			await noteSessionWrite(request, context, { [key]: null })
		},
	}
}
