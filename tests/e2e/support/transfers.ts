import type { Page } from '@playwright/test'

type Transfer = { url: string; type: string; bytes: number; headers: number }

/** What a request was for, by the address where the resource type does not say (Remix's data and manifest requests are both fetches). */
function kindOf({ url, type }: Pick<Transfer, 'url' | 'type'>): string {
	const { pathname } = new URL(url)
	if (pathname === '/__manifest') return 'manifest'
	if (pathname.endsWith('.data')) return 'data'
	if (type === 'Script') return 'script'
	return type.toLowerCase()
}

/**
 * Counts what the page takes off the wire from now on, from Chromium's own figures
 * (DevTools' encodedDataLength: the compressed body and the headers; 0 for what the cache
 * answered), by resource type, and how much of it was headers. One tab, whatever origins it visits.
 * A frame of another site (the payment service's card form) runs in a process of its own,
 * which the page's DevTools session does not hear: its requests are counted from Playwright's sizes.
 */
export async function countTransfers(page: Page) {
	const session = await page.context().newCDPSession(page)
	await session.send('Network.enable')
	const pending = new Map<string, Transfer>()
	const done: Transfer[] = []
	session.on('Network.responseReceived', ({ requestId, type, response }) =>
		pending.set(requestId, { url: response.url, type, headers: response.encodedDataLength, bytes: response.encodedDataLength }),
	)
	session.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
		const response = pending.get(requestId)
		if (response) response.bytes += encodedDataLength
	})
	session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
		const response = pending.get(requestId)
		if (response && encodedDataLength > 0) done.push({ ...response, bytes: encodedDataLength })
	})
	// Remix stops reading a data response once it has what it needs (a redirect, a navigation
	// that moved on): the bytes that came before count all the same.
	session.on('Network.loadingFailed', ({ requestId }) => {
		const response = pending.get(requestId)
		if (response && response.bytes > 0) done.push(response)
	})
	const framesOfOtherSites: Array<Promise<void>> = []
	page.on('requestfinished', (request) => {
		const frame = request.frame()
		if (frame === page.mainFrame() || new URL(frame.url()).host === new URL(page.url()).host) return
		framesOfOtherSites.push(
			request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
				const type = request.resourceType()
				done.push({
					url: request.url(),
					type: type.charAt(0).toUpperCase() + type.slice(1),
					headers: responseHeadersSize,
					bytes: responseBodySize + responseHeadersSize,
				})
			}),
		)
	})
	return {
		async total() {
			await session.detach()
			await Promise.all(framesOfOtherSites)
			const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
			const byType: Record<string, number> = {}
			for (const { type, bytes } of done) byType[type] = (byType[type] ?? 0) + bytes
			const byKind: Record<string, { requests: number; headers: number; bytes: number }> = {}
			for (const transfer of done) {
				const kind = (byKind[kindOf(transfer)] ??= { requests: 0, headers: 0, bytes: 0 })
				kind.requests += 1
				kind.headers += transfer.headers
				kind.bytes += transfer.bytes
			}
			return {
				kb: kb(done.reduce((sum, { bytes }) => sum + bytes, 0)),
				/** Of which the responses' headers (HTTP/1.1 sends them whole each time; HTTP/2 compresses the repeats). */
				headersKb: kb(done.reduce((sum, { headers }) => sum + headers, 0)),
				byType: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, kb(bytes)])),
				/** Per kind of request: how many, KB in all, and KB of headers. */
				byKind: Object.entries(byKind).map(([kind, { requests, headers, bytes }]) => `${kind}\t${requests}\t${kb(bytes)}\t${kb(headers)}`),
				requestsOf: (kind: string) => byKind[kind]?.requests ?? 0,
				files: done.map(({ url, type, bytes, headers }) => `${kb(bytes)}\t${kb(headers)}\t${type}\t${url}`),
			}
		},
	}
}
