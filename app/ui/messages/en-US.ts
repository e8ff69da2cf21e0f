import { mergeCatalogue, type Catalogue } from './catalogue.ts'

export const catalogue = mergeCatalogue(import.meta.glob<Catalogue>('./en-US/*.json', { eager: true, import: 'default' }))
