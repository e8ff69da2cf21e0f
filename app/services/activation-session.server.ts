import { z } from 'zod'
import { sessionSlot } from './session-slot.server.ts'

// An online-account activation under way (spec 000 §7 createOnlineAccount): the platform's
// activation id and the e-mail hint, kept between the member number step and the password.

/** The activation in this session, between its two steps. */
export const activationInProgress = sessionSlot('activation', z.object({ activationId: z.string().min(1), emailHint: z.string() }))
