import { mergeCatalogue, type Catalogue } from './catalogue.ts'

export const catalogue = mergeCatalogue(import.meta.glob<Catalogue>('./es-ES/*.json', { eager: true, import: 'default' }))
