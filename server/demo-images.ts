import type { RequestHandler } from 'express'

// The sandbox's hotels name their photos and logos by path (/content/dam/{hotel}/…), as
// the platform's asset library does; the real files live behind the image cache domain.
// When the product runs on its own sandbox with no image domain, this answers those
// paths with a drawn placeholder, so a person trying the product sees pictures rather
// than broken images. A real deployment sets IMAGE_CACHE_DOMAIN and never gets here.

export const DEMO_IMAGE_PREFIX = '/content/dam/'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** One hue per hotel, so a hotel's pictures belong together. */
function hueOf(text: string): number {
	let hash = 0
	for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360
	return hash
}

/** The placeholder for an asset path, or null for a path that is not an asset's. */
export function demoImage(path: string): string | null {
	if (!path.startsWith(DEMO_IMAGE_PREFIX)) return null
	const parts = path.slice(DEMO_IMAGE_PREFIX.length).split('/').filter(Boolean)
	const [hotel, ...rest] = parts
	const file = rest.at(-1)
	if (!hotel || !file || !/^[a-z0-9]{3,8}$/i.test(hotel)) return null
	const hue = hueOf(hotel.toLowerCase())
	const name = file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ')
	if (/logo/i.test(name)) {
		// The header shows a logo in a 120 × 48 box (app/ui/hotel-header.tsx): drawn in that shape.
		return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48"><rect width="120" height="48" rx="8" fill="hsl(${hue} 35% 30%)"/><text x="60" y="32" font-family="Georgia,serif" font-size="22" fill="#fff" text-anchor="middle">${escapeXml(hotel.toUpperCase())}</text></svg>`
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 45%)"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><text x="400" y="235" font-family="system-ui,sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(`${hotel.toUpperCase()} · ${name}`)}</text></svg>`
}

export const demoImages: RequestHandler = (req, res, next) => {
	const svg = demoImage(req.path)
	if (!svg) return next()
	res.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(svg)
}
