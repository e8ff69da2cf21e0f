import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { CODE_CHANNELS } from '#app/models/forgot-password.ts'
import { ensureSession } from './booking-session.server.ts'
import { updateSession } from './upstream/session.server.ts'
import { getVisitor, noteSessionWrite, sessionDataOf } from './visitor.server.ts'

// A password reset under way: the e-mail a code was sent for and how, kept in the
// platform session between the two steps of /emailPassword.mi, so no address carries it.

const PASSWORD_RESET_SESSION_KEY = 'passwordReset'
const PasswordResetSchema = z.object({ email: z.string().min(1), channel: z.enum(CODE_CHANNELS) })
export type PasswordReset = z.infer<typeof PasswordResetSchema>

/** Keeps the reset; answers the session's id, for the response's cookie (a guest's session may be new). */
export async function rememberPasswordReset(request: Request, context: AppLoadContext, reset: PasswordReset): Promise<{ sessionToken: string }> {
	const { upstream } = await ensureSession(request, context)
	await updateSession({ [PASSWORD_RESET_SESSION_KEY]: reset }, upstream)
	await noteSessionWrite(request, context, { [PASSWORD_RESET_SESSION_KEY]: reset })
	return { sessionToken: upstream.sessionToken }
}

export async function rememberedPasswordReset(request: Request, context: AppLoadContext): Promise<PasswordReset | null> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken || visitor.sessionExpired) return null
	const reset = PasswordResetSchema.safeParse((await sessionDataOf(request, context))?.[PASSWORD_RESET_SESSION_KEY])
	return reset.success ? reset.data : null
}

export async function forgetPasswordReset(request: Request, context: AppLoadContext): Promise<void> {
	const visitor = await getVisitor(request, context)
	if (!visitor.sessionToken) return
	await updateSession({ [PASSWORD_RESET_SESSION_KEY]: null }, visitor.upstream)
	await noteSessionWrite(request, context, { [PASSWORD_RESET_SESSION_KEY]: null })
}
