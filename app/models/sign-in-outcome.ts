import { LOGIN_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { IDENTIFIER_REFUSALS } from './sign-in.ts'

// Which message a refused sign-in shows (spec 000 §8), as a catalogue key under
// `signIn.errors.`. The spec names the outputs; the server codes behind "lockout",
// "locked" and "audit" are ours to pair.
const MESSAGE_BY_SERVER_CODE: Record<string, string> = {
	[LOGIN_ERROR_CODES.invalid]: 'credentialsWarningMessage',
	[LOGIN_ERROR_CODES.typeInvalid]: 'credentialsWarningMessage',
	[LOGIN_ERROR_CODES.lastAttempt]: 'lockoutWarningMessage',
	[LOGIN_ERROR_CODES.lockedOut]: 'lockedWarningMessage',
	[LOGIN_ERROR_CODES.alreadyCombined]: 'alreadyCombinedError',
	'account.audit.required': 'auditWarningMessage',
	// Ours, for the right password on an account not yet verified (docs/decisions/016).
	[LOGIN_ERROR_CODES.phoneNotVerified]: 'phoneNumberVerificationMessage',
	[LOGIN_ERROR_CODES.membershipNotVerified]: 'membershipVerificationMessage',
}

/** The inline message for a server code; no code at all is the generic UXL error. */
export function signInErrorMessage(serverCode: string | null | undefined): string {
	if (!serverCode) return 'uxlFailureErrorMessage'
	return MESSAGE_BY_SERVER_CODE[serverCode] ?? 'inlineErrorMessage'
}

/** Whether a server code means "wrong e-mail or password" (for inValidCredentials=true). */
export function meansInvalidCredentials(serverCode: string | null | undefined): boolean {
	return signInErrorMessage(serverCode) === 'credentialsWarningMessage'
}

/** Whether a refusal's message belongs beside the identifier field rather than above the form. */
export const isIdentifierRefusal = (messageKey: string) => IDENTIFIER_REFUSALS.has(messageKey)
