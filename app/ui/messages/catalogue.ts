// One catalogue per locale, kept as one JSON file per area of the product
// (`en-US/common.json`, `en-US/sign-in-overlay.json`, …), each holding its own top-level
// keys, merged here into the locale's one catalogue.
export type Catalogue = Record<string, unknown>

export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
	const catalogue: Catalogue = {}
	for (const [path, messages] of Object.entries(files)) {
		for (const key of Object.keys(messages)) {
			if (key in catalogue) throw new Error(`Message key "${key}" is defined twice (${path})`)
		}
		Object.assign(catalogue, messages)
	}
	return catalogue
}
