import { decryptSignInSecret, type SignInKeyPair } from './rsa-key-pair.ts'

// A new password as the platform's clients send it (joining, activating an online
// account, a password reset): sealed with the sign-in key's public half, or plain where
// the caller says so, then held to the platform's rule. One place, so every way in to an
// account takes the same passwords.

/** Spec 001 §5: 8 to 20 of letters, digits and @!#$&?%=_, with a lower and an upper case letter, and a digit or one of those. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9@!#$&?%=_])[A-Za-z0-9@!#$&?%=_]{8,20}$/

export type NewPasswordProblem = 'not-sealed-for-us' | 'outside-the-rule'
type NewPassword = { ok: true; password: string } | { ok: false; problem: NewPasswordProblem }

/** The password opened (when `sealed`) and checked, or why it cannot be one. The key pair is read only when needed. */
export async function openNewPassword(password: string, sealed: boolean, signInKeyPair: () => Promise<SignInKeyPair>): Promise<NewPassword> {
	const plain = sealed ? decryptSignInSecret(await signInKeyPair(), password) : password
	if (plain === null) return { ok: false, problem: 'not-sealed-for-us' }
	if (!PASSWORD_RULE.test(plain)) return { ok: false, problem: 'outside-the-rule' }
	return { ok: true, password: plain }
}
