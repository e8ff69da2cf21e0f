import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale } from '#app/models/locale.ts'
import { i18nConfig, loadResources } from '#app/ui/messages/index.ts'

async function hydrate() {
	// The server chose the locale and wrote it into <html lang>; the browser follows it,
	// with that locale's catalogue only.
	const lang = document.documentElement.lang
	const lng = isLocale(lang) ? lang : DEFAULT_LOCALE
	await i18next.use(initReactI18next).init({ ...i18nConfig, lng, resources: await loadResources(lng) })
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<RemixBrowser />
				</StrictMode>
			</I18nextProvider>,
		)
	})
}

void hydrate()
