import { describe, expect, it } from 'vitest'
import { wsErrorOf } from './ws-errors.ts'

describe('wsErrors (spec 001 §8)', () => {
	it('has the spec fields for a failed data-graph call', () => {
		expect(
			wsErrorOf({ code: 'UNAVAILABLE', source: 'UXL_ERROR', component: 'PhoenixBookCart', status: 503, url: '/mi/query/PhoenixBookCart' }, 'req-1'),
		).toEqual({
			wsURL: '/mi/query/PhoenixBookCart',
			wsErrorCode: 'UNAVAILABLE',
			apiName: 'PhoenixBookCart',
			requestId: 'req-1',
			componentName: 'PhoenixBookCart',
			type: 'UXL_ERROR',
			message: 'PhoenixBookCart failed: UNAVAILABLE',
			wsMethod: 'POST',
			statusCode: 503,
		})
	})

	it('keeps no query string and fills what is unknown', () => {
		const error = wsErrorOf({ code: 'X', source: 'API_ERROR', component: 'session.read', url: '/session?token=secret', method: 'GET' }, undefined)
		expect(error).toMatchObject({ wsURL: '/session', wsMethod: 'GET', requestId: '', statusCode: null })
		expect(JSON.stringify(error)).not.toContain('secret')
	})
})
