import { z } from 'zod'

// The encryption service's answers: AES-256-GCM with a key per client id.
export const EncryptedValueSchema = z.object({ encryptedValue: z.string().min(1) })
export const DecryptedValueSchema = z.object({ decryptedValue: z.string() })
