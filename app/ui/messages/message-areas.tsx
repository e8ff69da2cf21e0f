import { useUsedAreas } from './area-translation.ts'

export const MESSAGE_AREAS_ID = 'message-areas'

/**
 * Names the areas whose messages the page was rendered with, for the browser to load before
 * it hydrates (entry.client.tsx). Last in the document: the server has rendered every other
 * component, and so noted every area, by the time it renders this one. A data block, never run.
 */
export function MessageAreas({ nonce }: { nonce: string }) {
	// Never run, but under the nonce like every script tag of the document (tests/e2e/shell.spec.ts).
	return <script type="application/json" id={MESSAGE_AREAS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(useUsedAreas()) }} />
}
