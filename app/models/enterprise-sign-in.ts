// The enterprise-account-access variant's own error handling (spec 000 §6, §8): a refusal
// comes with the expandable first-contact-problem help (eaaFcpWarningMessage), because an
// associate's first sign-in most often fails on access that is not set up yet. A rate
// limit or an unavailable platform is not a refusal, and gets no such help.
const NOT_A_REFUSAL: ReadonlySet<string> = new Set(['tooManyAttempts', 'uxlFailureErrorMessage'])

/** Whether the form-level errors of a sign-in answer hold a refusal (catalogue keys under `signIn.errors.`). */
export function showsFirstContactProblem(formErrors: readonly string[] | null | undefined): boolean {
	return (formErrors ?? []).some((key) => !NOT_A_REFUSAL.has(key))
}

/** The one-time notice after an enterprise sign-in (spec 000 §2: success message, enterprise variant). */
export const ENTERPRISE_SIGNED_IN_NOTICE = 'enterprise.signedIn'
