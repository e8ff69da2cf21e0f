import type { Catalogue } from './catalogue.ts'

// The locale's area files (common.json, sign-in-overlay.json, …) as one catalogue; no key
// is in two of them (messages.test.ts). Nothing else is imported: the browser loads this as
// a chunk of its own (load-catalogue.ts), which would otherwise wait for its imports.
export const files = import.meta.glob<Catalogue>('./en-US/*.json', { eager: true, import: 'default' })
export const catalogue: Catalogue = Object.assign({}, ...Object.values(files))
