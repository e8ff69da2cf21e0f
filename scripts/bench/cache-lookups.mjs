// The shared-content cache's lookups, from the metrics port's `cache_lookups_total`
// (the supervisor adds up its workers'), so that the bench can say what share were hits.

/** { kind: { hit, miss } } as counted so far. */
export async function cacheLookups(metricsPort) {
	const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text())
	const lookups = {}
	for (const [, labels, value] of text.matchAll(/^cache_lookups_total\{([^}]*)\} (\S+)$/gm)) {
		const kind = /kind="([^"]*)"/.exec(labels)?.[1] ?? '?'
		const result = /result="([^"]*)"/.exec(labels)?.[1] ?? '?'
		lookups[kind] ??= { hit: 0, miss: 0 }
		lookups[kind][result] = (lookups[kind][result] ?? 0) + Number(value)
	}
	return lookups
}

/** The hit ratio of each kind, and of all, between two readings. */
export function hitRatios(before, after) {
	const ratios = {}
	let hits = 0
	let all = 0
	for (const [kind, counts] of Object.entries(after)) {
		const hit = counts.hit - (before[kind]?.hit ?? 0)
		const total = hit + counts.miss - (before[kind]?.miss ?? 0)
		if (total === 0) continue
		ratios[kind] = { lookups: total, hitRatio: Math.round((hit / total) * 1000) / 1000 }
		hits += hit
		all += total
	}
	return { all: all ? Math.round((hits / all) * 1000) / 1000 : null, lookups: all, byKind: ratios }
}
