import { afterEach, describe, expect, it, vi } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { logger } from '#app/services/logger.server.ts'
import { UpstreamError, UpstreamUnavailable } from '#app/services/upstream/errors.server.ts'
import { loadSiteContent } from '#app/services/site-content.server.ts'
import { fetchPageModel } from '#app/services/upstream/page-model.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'
import { guest, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

useSandboxUpstream()

const errorLog = vi.spyOn(logger, 'error')
const warnLog = vi.spyOn(logger, 'warn')
afterEach(() => vi.clearAllMocks())

const lastPageModelRequest = () => {
	const request = upstreamJournal.to(REST_PATHS.pageModel).at(-1)
	if (!request) throw new Error('no page model request')
	return request
}

describe('the page model', () => {
	it("posts the page and the visitor's locale and session, and reads data.data", async () => {
		const model = await fetchPageModel({ requestType: 'page', seoUrl: '/hotels/nycmc/overview', brand: 'MC' }, signedInMember)
		expect(model.language).toBe('es-ES')
		expect(model.content.footer.columns[0]?.title).toBe('Nuestra empresa')
		expect(lastPageModelRequest().body).toEqual({
			requestType: 'page',
			seoUrl: '/hotels/nycmc/overview',
			localeKey: 'es-ES',
			sessionToken: signedInMember.sessionToken,
			experienceSegment: [],
			applicationName: 'phoenix_book',
			selectors: { brand: 'MC' },
		})
		expect(lastPageModelRequest().headers.get('accept-language')).toBe('es-ES')
	})

	it('fills in the defaults the content may leave out', async () => {
		const model = await fetchPageModel({ requestType: 'page', seoUrl: '/' }, guest)
		expect(model.content.footer.resourceProperties).toMatchObject({ destinationOnTop: false, destinationState: 'collapsed' })
		expect(model.content.linkBanner).toMatchObject({ headerTag: 'h2', hideColumDividers: false })
		expect(model.content.miniBanners[0]?.cardCTA.target).toBe('_self')
	})

	it('throws a typed error, logged, when the platform fails', async () => {
		upstreamFaults.next(REST_PATHS.pageModel, 'server-error')
		upstreamFaults.next(REST_PATHS.pageModel, 'server-error')
		await expect(fetchPageModel({ requestType: 'page', seoUrl: '/' }, guest)).rejects.toBeInstanceOf(UpstreamUnavailable)
		expect([...errorLog.mock.calls, ...warnLog.mock.calls].map(([line]) => String(line)).join('\n')).toContain('pageModel')
	})

	it("rejects a page model without a path, 'Fetching model rejected for path', without calling (spec 001 §8)", async () => {
		const before = upstreamJournal.to(REST_PATHS.pageModel).length
		await expect(fetchPageModel({ requestType: 'page', seoUrl: ' ' }, guest)).rejects.toMatchObject({ detail: 'Fetching model rejected for path' })
		expect(upstreamJournal.to(REST_PATHS.pageModel)).toHaveLength(before)
		const logged = [...errorLog.mock.calls, ...warnLog.mock.calls]
		expect(logged.map(([line]) => String(line)).join('\n')).toContain('API_ERROR|EMPTY_PATH|pageModel|Fetching model rejected for path')
		// The session error structure (wsErrors) rides along.
		expect(logged.at(-1)?.[1]).toMatchObject({ wsErrors: [{ wsErrorCode: 'EMPTY_PATH', apiName: 'pageModel', type: 'API_ERROR' }] })
	})

	it('logs wsErrors with the spec fields when a call fails', async () => {
		upstreamFaults.next(REST_PATHS.pageModel, 'server-error')
		upstreamFaults.next(REST_PATHS.pageModel, 'server-error')
		await expect(fetchPageModel({ requestType: 'page', seoUrl: '/' }, guest)).rejects.toBeInstanceOf(UpstreamUnavailable)
		const fields = [...errorLog.mock.calls, ...warnLog.mock.calls].map(([, extra]) => extra as { wsErrors?: unknown[] } | undefined)
		const wsError = fields.find((extra) => extra?.wsErrors)?.wsErrors?.[0]
		expect(Object.keys(wsError as object).sort()).toEqual([
			'apiName',
			'componentName',
			'message',
			'requestId',
			'statusCode',
			'type',
			'wsErrorCode',
			'wsMethod',
			'wsURL',
		])
		expect(wsError).toMatchObject({ wsURL: REST_PATHS.pageModel, wsMethod: 'POST', apiName: 'pageModel' })
	})

	it("throws when the answer is not the contract's shape", async () => {
		upstreamFaults.next(REST_PATHS.pageModel, 'malformed')
		await expect(fetchPageModel({ requestType: 'page', seoUrl: '/' }, guest)).rejects.toBeInstanceOf(UpstreamError)
	})
})

describe("the page's content in the root loader", () => {
	const visitor = {
		state: 'guest',
		locale: 'es-ES',
		requestId: 'req-content',
		clientIp: '127.0.0.1',
		sessionExpired: false,
		upstream: { ...guest, locale: 'es-ES' },
	} satisfies Visitor

	it("asks for the page's path without its locale sub-directory", async () => {
		const content = await loadSiteContent(new Request('http://localhost/es/sign-in.mi?returnTo=%2F'), visitor)
		expect(content?.footer.resourceProperties.variation).toBe('minimized')
		expect((lastPageModelRequest().body as { seoUrl: string }).seoUrl).toBe('/sign-in.mi')
	})

	it('is null, and the failure logged, when the platform fails: the page keeps a minimal footer', async () => {
		upstreamFaults.next(REST_PATHS.pageModel, 'malformed')
		expect(await loadSiteContent(new Request('http://localhost/es'), visitor)).toBeNull()
		// Once: the client's line, in the spec's words, and no second one from the loader.
		const lines = [...errorLog.mock.calls, ...warnLog.mock.calls].map(([line]) => String(line))
		expect(lines).toEqual([expect.stringMatching(/^Page Model call failed API_ERROR\|MALFORMED_RESPONSE\|pageModel\|/)])
	})
})
