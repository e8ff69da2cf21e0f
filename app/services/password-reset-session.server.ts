import { z } from 'zod'
import { CODE_CHANNELS } from '#app/models/forgot-password.ts'
import { sessionSlot } from './session-slot.server.ts'

// A password reset under way: the e-mail a code was sent for and how, kept between the
// two steps of /emailPassword.mi.

const PasswordResetSchema = z.object({ email: z.string().min(1), channel: z.enum(CODE_CHANNELS) })

const passwordReset = sessionSlot('passwordReset', PasswordResetSchema)
export const rememberPasswordReset = passwordReset.remember
export const rememberedPasswordReset = passwordReset.remembered
export const forgetPasswordReset = passwordReset.forget
