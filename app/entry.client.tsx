import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nConfig } from '#app/ui/messages/index.ts'
import { resources } from '#app/ui/messages/resources.ts'

async function hydrate() {
	// The server chose the locale and wrote it into <html lang>; the browser follows it.
	// Both catalogues come along (about 8 KB gzip each): loading only the page's would
	// hold hydration back by a round trip, and leave a change of language in the browser
	// without its messages.
	await i18next.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang, resources })
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
