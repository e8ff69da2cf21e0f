import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { PageModelAnswerSchema } from '@meridian/upstream-contract/page-model.ts'
import { seedContent } from '../../db/seed/content/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from '../accounts/testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const body = (overrides: Record<string, unknown> = {}) => ({
	requestType: 'page',
	seoUrl: '/',
	localeKey: 'en-US',
	sessionToken: '',
	experienceSegment: [],
	applicationName: 'phoenix_book',
	selectors: { brand: 'MC' },
	...overrides,
})
const pageModel = async (overrides: Record<string, unknown> = {}) => {
	const answer = await api.call('POST', REST_PATHS.pageModel, { body: body(overrides) })
	expect(answer.status).toBe(200)
	return PageModelAnswerSchema.parse(answer.body).data.data
}

describe('the page model', () => {
	it('answers the authored content under data.data, in the shape the app reads', async () => {
		const model = await pageModel()
		expect(model).toMatchObject({ language: 'en-US', pageType: 'home', subDirectoryContextPath: '', rtlEnable: false })
		expect(model.content.footer.columns.map((column) => column.title)).toEqual(['Our company', 'Work with us', 'Find help', 'Privacy'])
		expect(model.content.footer.destinations.length).toBeGreaterThan(28)
		expect(model.content.footer.socialLinks.map((link) => link.network)).toEqual(['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'])
		expect(model.content.linkBanner?.noOfColumns).toBe(4)
		expect(model.content.miniBanners.map((banner) => banner.type)).toEqual(['memberCard', 'travelInsurance', 'redemptionAlert', 'checkIn', 'sonder', 'loyalty'])
		expect(model.content.languageSelector.regions[0]?.heading).toBe('north-america')
		expect(model.content.signInContentBlock.joinNowLabel).toBe('Join now')
	})

	it('answers each locale in its own language, in either notation', async () => {
		const spanish = await pageModel({ localeKey: 'es_ES', seoUrl: '/hotels/nycmc-meridian-new-york-times-square/overview' })
		expect(spanish).toMatchObject({ language: 'es-ES', pageType: 'hotel', subDirectoryContextPath: '/es' })
		expect(spanish.content.footer.columns[0]?.title).toBe('Nuestra empresa')
		expect(spanish.content.languageSelector.regions[0]?.heading).toBe('norteamérica')
	})

	it('describes each page type for search engines, in the locale', async () => {
		expect((await pageModel()).content.metaDescription).toMatch(/^Find a Meridian hotel/)
		expect((await pageModel({ seoUrl: '/sign-in.mi' })).content.metaDescription).toMatch(/^Sign in to Meridian Rewards/)
		const spanishHotel = await pageModel({ localeKey: 'es-ES', seoUrl: '/hotels/nycmc-meridian-new-york-times-square/overview' })
		expect(spanishHotel.content.metaDescription).toMatch(/^\{hotel\}: habitaciones/)
	})

	it('falls back to en-US for a locale it has no content for', async () => {
		expect((await pageModel({ localeKey: 'zh-TW' })).language).toBe('en-US')
	})

	it('gives sign-in and booking pages the minimized footer, by the longest prefix', async () => {
		const variation = async (seoUrl: string) => (await pageModel({ seoUrl })).content.footer.resourceProperties.variation
		expect(await variation('/sign-in.mi?returnTo=%2F')).toBe('minimized')
		expect(await variation('/reservation/rateListMenu.mi')).toBe('minimized')
		expect(await variation('/hotels/chirz-the-ritz-carlton-chicago/reviews')).toBe('expanded')
		expect(await variation('/no-such-page/')).toBe('expanded')
		expect((await pageModel({ seoUrl: '/sign-in-error.mi' })).pageType).toBe('sign-in')
	})

	it("refuses a body that is not the contract's shape", async () => {
		const answer = await api.call('POST', REST_PATHS.pageModel, { body: { seoUrl: '/' } })
		expect(answer.status).toBe(400)
		expect(answer.body.code).toBe('BAD_REQUEST')
	})

	it('seeds the content once, and a section it lacks on a later start', async () => {
		expect(await seedContent(sandbox.database.db)).toBe(false)
		await sandbox.database.db.execute(sql`delete from page_content where section = 'metaDescriptions'`)
		expect(await seedContent(sandbox.database.db)).toBe(true)
		const restored = await sandbox.database.db.execute(sql`select locale from page_content where section = 'metaDescriptions'`)
		expect((restored as unknown as { rows: unknown[] }).rows).toHaveLength(2)
	})
})
