import type { FeatureFlagName } from '@meridian/upstream-contract/reference.ts'

// A brand's own landing page (spec 001 §1, §6: partner sites /ritz and /bulgari; landing
// page redirection brands RZ, MV, DS, BG). Ritz-Carlton and Bulgari come in through their
// partner addresses; the vacation club (MV) and Design Hotels (DS) have a landing page of
// the same kind. Each lists only its brand's hotels, and its search stays within them.

export type BrandLanding = {
	brandCode: string
	path: string
	/** The brand's own stylesheet (behind the `brand-css` flag), for the partner brands. */
	theme: 'ritz' | 'bulgari' | null
}

const LANDINGS: readonly BrandLanding[] = [
	{ brandCode: 'RZ', path: '/ritz', theme: 'ritz' },
	{ brandCode: 'BG', path: '/bulgari', theme: 'bulgari' },
	{ brandCode: 'MV', path: '/brands/mv', theme: null },
	{ brandCode: 'DS', path: '/brands/ds', theme: null },
]

/** Spec 001 §6's "landing page redirection brands", in its order. */
export const LANDING_REDIRECT_BRANDS = LANDINGS.map((landing) => landing.brandCode)

/** The brand's landing page, or null for a brand that has none (any case). */
export function brandLandingOf(brandCode: string | null | undefined): BrandLanding | null {
	const code = (brandCode ?? '').trim().toUpperCase()
	return LANDINGS.find((landing) => landing.brandCode === code) ?? null
}

/** The flag that switches the partner brands' own look on (spec 001 §6 "brand css"). */
export const BRAND_CSS_FLAG: FeatureFlagName = 'brand-css'
