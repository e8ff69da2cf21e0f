import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { UpstreamContext } from './upstream/context.server.ts'
import { updateSession } from './upstream/session.server.ts'
import { sessionDataOf } from './visitor.server.ts'

// The member who has just joined: their new member number waits in the platform session
// (not in an address) for the welcome (spec 000 §8 newMemberNumberMsg), with whether the
// stay of a join link joined the account (reservationNotLinkedErrorMsg; null: no link).

const ENROLLMENT_SESSION_KEY = 'enrollment'
const EnrollmentSchema = z.object({ memberNumber: z.string().min(1), reservationLinked: z.boolean().nullable().default(null) })
type Enrollment = z.infer<typeof EnrollmentSchema>

/** Keeps the new member number in the session the sign-in after joining started. */
export async function rememberEnrollment(enrollment: Enrollment, ctx: UpstreamContext & { sessionToken: string }): Promise<void> {
	await updateSession({ [ENROLLMENT_SESSION_KEY]: enrollment }, ctx)
}

export async function rememberedEnrollment(request: Request, context: AppLoadContext): Promise<Enrollment | null> {
	const enrollment = EnrollmentSchema.safeParse((await sessionDataOf(request, context))?.[ENROLLMENT_SESSION_KEY])
	return enrollment.success ? enrollment.data : null
}
