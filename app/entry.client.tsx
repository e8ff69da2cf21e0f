import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { AREAS, type Area } from '#app/ui/messages/areas.ts'
import { startTranslation } from '#app/ui/messages/browser-translation.ts'
import { MESSAGE_AREAS_ID } from '#app/ui/messages/message-areas.tsx'

/** The areas whose messages the server rendered this page with (message-areas.tsx). */
function areasOfPage(): Area[] {
	try {
		const named: unknown = JSON.parse(document.getElementById(MESSAGE_AREAS_ID)?.textContent ?? '[]')
		return Array.isArray(named) ? AREAS.filter((area) => named.includes(area)) : []
	} catch {
		return []
	}
}

async function hydrate() {
	// The server chose the locale and wrote it into <html lang>; the browser follows it, with
	// that locale's catalogue only (preloaded by the document) and the page's areas' messages.
	// No fallback: every catalogue has every key (messages.test.ts).
	await startTranslation(document.documentElement.lang, areasOfPage())
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<RemixBrowser />
			</StrictMode>,
		)
	})
}

void hydrate()
