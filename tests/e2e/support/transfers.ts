import type { Page } from '@playwright/test'

type Transfer = { url: string; type: string; bytes: number; headers: number }

/**
 * Counts what the page takes off the wire from now on, from Chromium's own figures
 * (DevTools' encodedDataLength: the compressed body and the headers; 0 for what the cache
 * answered), by resource type, and how much of it was headers. One tab, whatever origins it visits.
 */
export async function countTransfers(page: Page) {
	const session = await page.context().newCDPSession(page)
	await session.send('Network.enable')
	const pending = new Map<string, { url: string; type: string; headers: number }>()
	const done: Transfer[] = []
	session.on('Network.responseReceived', ({ requestId, type, response }) =>
		pending.set(requestId, { url: response.url, type, headers: response.encodedDataLength }),
	)
	session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
		const response = pending.get(requestId)
		if (response && encodedDataLength > 0) done.push({ ...response, bytes: encodedDataLength })
	})
	return {
		async total() {
			await session.detach()
			const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
			const byType: Record<string, number> = {}
			for (const { type, bytes } of done) byType[type] = (byType[type] ?? 0) + bytes
			return {
				kb: kb(done.reduce((sum, { bytes }) => sum + bytes, 0)),
				/** Of which the responses' headers (HTTP/1.1 sends them whole each time; HTTP/2 compresses the repeats). */
				headersKb: kb(done.reduce((sum, { headers }) => sum + headers, 0)),
				byType: Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, kb(bytes)])),
				files: done.map(({ url, type, bytes }) => `${kb(bytes)}\t${type}\t${url}`),
			}
		},
	}
}
