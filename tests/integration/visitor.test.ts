import { expect, it } from 'vitest'
import { Page } from './visitor.ts'

const pageOf = (html: string) => new Page(new URL('http://localhost/'), 200, html, [], new Headers())

it("reads React's camel-cased attributes by their HTML names, as a browser does, and leaves SVG's alone", () => {
	const page = pageOf('<html><body><img srcSet="a 1w" alt=""><input maxLength="3"><svg viewBox="0 0 1 1"></svg></body></html>')
	expect(page.document.querySelector('img')?.getAttribute('srcset')).toBe('a 1w')
	expect(page.document.querySelector('[maxlength="3"]')).not.toBeNull()
	expect(page.document.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1 1')
})
