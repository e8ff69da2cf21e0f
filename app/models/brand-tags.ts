// Spec 000 §9: at most 3 brand tags. A list of hotels shows the brands it holds as tags,
// most frequent first (ties in the order they first appear), never more than three.

export const MAX_BRAND_TAGS = 3

export function brandTagsOf(brands: readonly string[]): string[] {
	const counts = new Map<string, number>()
	for (const brand of brands) if (brand.trim()) counts.set(brand, (counts.get(brand) ?? 0) + 1)
	return [...counts.entries()]
		.sort((a, b) => b[1] - a[1])
		.slice(0, MAX_BRAND_TAGS)
		.map(([brand]) => brand)
}
