import { createContext, useContext } from 'react'

// The site's stylesheet, inside the document instead of linked from it (issue 32): a phone
// on a slow link paints the page without first waiting for a second request. The server
// knows the text (entry.server.tsx); the browser hydrates with the text already in the
// document, so the two render the same.
const StylesheetText = createContext<string | null>(null)

export const StylesheetProvider = StylesheetText.Provider

const ID = 'site-styles'

export function InlineStylesheet({ nonce }: { nonce: string }) {
	const fromServer = useContext(StylesheetText)
	const css = fromServer ?? (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? ''))
	return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
}
