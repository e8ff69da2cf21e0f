// Member tiers from the platform's level codes (spec 000 §6): R, MRD and MGD are
// member; S silver; G gold; the elite code P is read through its level type code
// (PPC titanium, PPA ambassador, else platinum).
export const TIERS = ['member', 'silver', 'gold', 'platinum', 'titanium', 'ambassador'] as const
export type Tier = (typeof TIERS)[number]

const TIER_BY_LEVEL_CODE: Record<string, Tier> = { R: 'member', MRD: 'member', MGD: 'member', S: 'silver', G: 'gold' }
const TIER_BY_ELITE_TYPE_CODE: Record<string, Tier> = { PPC: 'titanium', PPA: 'ambassador' }
const ELITE_LEVEL_CODE = 'P'

export function tierOf({ levelCode, levelTypeCode }: { levelCode?: string | null; levelTypeCode?: string | null }): Tier {
	const level = levelCode?.trim().toUpperCase() ?? ''
	if (level === ELITE_LEVEL_CODE) return TIER_BY_ELITE_TYPE_CODE[levelTypeCode?.trim().toUpperCase() ?? ''] ?? 'platinum'
	return TIER_BY_LEVEL_CODE[level] ?? 'member'
}
