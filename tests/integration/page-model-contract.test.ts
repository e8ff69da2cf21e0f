import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'

// The page model through the app's own client against the sandbox, over real HTTP.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let client: typeof import('#app/services/upstream/page-model.server.ts')

beforeAll(async () => {
	sandbox = await startTestSandbox()
	process.env.UPSTREAM_URL = sandbox.url
	process.env.LOG_LEVEL = 'silent'
	client = await import('#app/services/upstream/page-model.server.ts')
})
afterAll(() => sandbox.close())

describe('the page model between the client and the sandbox', () => {
	it('reads every section of the authored content, per locale', async () => {
		const english = await client.fetchPageModel({ requestType: 'page', seoUrl: '/' }, { locale: 'en-US', requestId: 'contract-page-model' })
		expect(english.pageType).toBe('home')
		expect(english.content.footer.resourceProperties.variation).toBe('expanded')
		expect(english.content.footer.columns).toHaveLength(4)
		expect(english.content.linkBanner?.columnDetails).toHaveLength(4)
		expect(english.content.miniBanners).toHaveLength(6)
		expect(english.content.languageSelector.regions.length).toBeGreaterThanOrEqual(3)

		const spanish = await client.fetchPageModel(
			{ requestType: 'page', seoUrl: '/sign-in.mi', brand: 'RZ' },
			{ locale: 'es-ES', requestId: 'contract-page-model' },
		)
		expect(spanish.language).toBe('es-ES')
		expect(spanish.content.footer.resourceProperties.variation).toBe('minimized')
		expect(spanish.content.signInContentBlock.joinNowLabel).toBe('Únete ahora')
	})
})
