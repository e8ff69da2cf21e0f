import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nConfig } from '#app/ui/messages/index.ts'
import { catalogueBackend } from '#app/ui/messages/load-catalogue.ts'

async function hydrate() {
	// The server chose the locale and wrote it into <html lang>; the browser follows it,
	// with that locale's catalogue only (preloaded by the document). No fallback: every
	// catalogue has every key (messages.test.ts), and a fallback would fetch the other.
	await i18next
		.use(catalogueBackend)
		.use(initReactI18next)
		.init({ ...i18nConfig, fallbackLng: false, load: 'currentOnly', lng: document.documentElement.lang })
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
