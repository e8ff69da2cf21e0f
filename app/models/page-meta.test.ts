import { describe, expect, it } from 'vitest'
import { describePage, indexablePageMeta, NOT_INDEXED, privatePageMeta } from './page-meta.ts'

const root = (metaDescription: string | null) => ({ id: 'root', data: { siteContent: { metaDescription } } })

describe('page meta', () => {
	it("describes an indexable page with its page model's words", () => {
		expect(indexablePageMeta('Home | Meridian', [root('Find a hotel.'), { id: 'routes/home-and-search/home', data: null }])).toEqual([
			{ title: 'Home | Meridian' },
			{ name: 'description', content: 'Find a hotel.' },
		])
	})

	it("fills the hotel on a hotel's pages, and gives none when the hotel is not known", () => {
		expect(describePage({ metaDescription: '{hotel}: rooms and rates.' }, 'Meridian Chicago')).toBe('Meridian Chicago: rooms and rates.')
		expect(describePage({ metaDescription: '{hotel}: rooms and rates.' })).toBeNull()
	})

	it('leaves the description out when the page model has none (an older platform, or a failed call)', () => {
		expect(indexablePageMeta('Home', [root(null)])).toEqual([{ title: 'Home' }])
		expect(indexablePageMeta('Home', [root('   ')])).toEqual([{ title: 'Home' }])
		expect(indexablePageMeta('Home', [{ id: 'root', data: { siteContent: null } }])).toEqual([{ title: 'Home' }])
	})

	it('keeps a private page out of search engines, described all the same', () => {
		expect(privatePageMeta('Your reservation', [root('Book directly.')])).toEqual([
			{ title: 'Your reservation' },
			{ name: 'description', content: 'Book directly.' },
			NOT_INDEXED,
		])
		expect(privatePageMeta('Your reservation', [])).toEqual([{ title: 'Your reservation' }, NOT_INDEXED])
		expect(NOT_INDEXED).toEqual({ name: 'robots', content: 'noindex' })
	})
})
