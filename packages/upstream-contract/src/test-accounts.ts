// The members every sandbox is seeded with (README "Seeded accounts"): the sandbox seeds
// them, the tests sign in as them (all but `activate`, which has no password until it is
// activated). One list, so a test never names an account the sandbox does not have.

/** Every test account's password (`activate` has none until activated). */
export const TEST_PASSWORD = 'Welcome#2026'

export const TEST_ACCOUNTS = {
	member: { email: 'member@example.com', memberNumber: '100000001', tier: 'member' },
	silver: { email: 'silver@example.com', memberNumber: '100001112', tier: 'silver' },
	gold: { email: 'gold@example.com', memberNumber: '100002223', tier: 'gold' },
	platinum: { email: 'platinum@example.com', memberNumber: '100003334', tier: 'platinum' },
	titanium: { email: 'titanium@example.com', memberNumber: '100004445', tier: 'titanium' },
	ambassador: { email: 'ambassador@example.com', memberNumber: '100005556', tier: 'ambassador' },
	/** Enterprise account access. */
	eaa: { email: 'eaa@example.com', memberNumber: '200000001', tier: 'gold' },
	/** Has a multi-factor option. */
	mfa: { email: 'mfa@example.com', memberNumber: '200000002', tier: 'silver' },
	/** A localized (Chinese) name. */
	wei: { email: 'wei@example.com', memberNumber: '200000003', tier: 'member' },
	/** A membership to verify before it signs in online (membership.verification.required); a new password by the e-mailed code verifies it. */
	verify: { email: 'verify@example.com', memberNumber: '200000004', tier: 'member' },
	/** No online login yet (no password): activate it with the member number and surname (createOnlineAccount). */
	activate: { email: 'activate@example.com', memberNumber: '900000001', tier: 'member', givenName: 'Ada', surname: 'Activate' },
	activateToo: { email: 'activate2@example.com', memberNumber: '900000002', tier: 'member', givenName: 'Ben', surname: 'Activate' },
} as const
