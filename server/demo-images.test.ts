import { describe, expect, it } from 'vitest'
import { demoImage } from './demo-images.ts'

describe('demo images', () => {
	it('draws a logo with the hotel code and a photo with its name', () => {
		expect(demoImage('/content/dam/nycmc/hotel-logo.png')).toContain('>NYCMC<')
		// In the shape the header shows it (Lighthouse: "incorrect aspect ratio" otherwise).
		expect(demoImage('/content/dam/nycmc/hotel-logo.png')).toMatch(/^<svg [^>]*width="120" height="48"/)
		expect(demoImage('/content/dam/nycmc/rooms/dkng-bedroom.jpg')).toContain('NYCMC · dkng bedroom')
	})

	it('gives one hotel one colour', () => {
		const hue = (svg: string | null) => svg?.match(/hsl\((\d+)/)?.[1]
		expect(hue(demoImage('/content/dam/tyomc/overview.jpg'))).toBe(hue(demoImage('/content/dam/tyomc/rooms/ste1-bedroom.jpg')))
	})

	it('answers only asset paths, and escapes what it draws', () => {
		expect(demoImage('/hotels/nycmc/overview')).toBeNull()
		expect(demoImage('/content/dam/<script>/x.jpg')).toBeNull()
		expect(demoImage('/content/dam/nycmc/a<b>&c.jpg')).toContain('a&lt;b&gt;&amp;c')
	})
})
