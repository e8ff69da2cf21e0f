import type { Locale } from '#app/models/locale.ts'
import { useBookingTranslation } from './booking.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './manage/en-US.json'
import spanish from './manage/es-ES.json'

// Changing a booked stay (confirm changes, upgrade, the expired and redirect pages): their
// messages travel with those pages, not with every booking page (area-translation.ts).

export const manageCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the booking and the managing messages are both in the store. */
export function useManageTranslation() {
	useBookingTranslation()
	return useAreaTranslation('manage')
}
