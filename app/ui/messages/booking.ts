import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'
import english from './booking/en-US.json'
import spanish from './booking/es-ES.json'

// The booking flow's messages (guest details, review, confirmation) travel with the pages
// that show them rather than with every page: the other pages' JavaScript stays within its
// budget. The server renders with every catalogue (i18n.server.ts); in the browser the
// first booking component to render adds these to the store, before it reads one, so the
// page hydrates with the very text the server sent.

export const bookingCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the booking messages are in the store. */
export function useBookingTranslation() {
	const translation = useTranslation()
	const { i18n } = translation
	if (!i18n.hasResourceBundle(i18n.language, 'translation') || !i18n.exists('booking.details.heading')) {
		for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', bookingCatalogues[locale], true, false)
	}
	return translation
}
