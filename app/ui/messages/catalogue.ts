// One catalogue per locale, kept as one JSON file per area of the product
// (`en-US/common.json`, `en-US/sign-in-overlay.json`, …), each holding its own top-level
// keys, merged into the locale's one catalogue (en-US.ts, es-ES.ts). The areas' own
// catalogues (areas.ts) join it where a page shows them (area-translation.ts).
export type Catalogue = Record<string, unknown>
