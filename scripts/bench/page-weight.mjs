import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

// What a browser with JavaScript on downloads for each page: the document and every
// script, gzip-compressed as the server sends them (sizes are of the gzipped bodies).
const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
]

export async function pageWeights(baseUrl, pages) {
	const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
	try {
		const weights = {}
		for (const { name, path } of pages) {
			const page = await browser.newPage()
			const scripts = []
			page.on('response', (response) => {
				if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)))
			})
			const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
			const html = (await document?.body()) ?? Buffer.alloc(0)
			const js = await Promise.all(scripts)
			weights[name] = {
				htmlKb: kb(gzipSync(html).length),
				jsKb: kb(js.reduce((sum, body) => sum + gzipSync(body).length, 0)),
				scripts: js.length,
			}
			await page.close()
		}
		return weights
	} finally {
		await browser.close()
	}
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10
