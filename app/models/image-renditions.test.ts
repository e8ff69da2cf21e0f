import { describe, expect, it } from 'vitest'
import { CARD_IMAGE_PRELOAD_COUNT, downsizedImageUrl, IMAGE_RENDITIONS, imageLoadingOf, renditionUrl, responsiveImage } from './image-renditions.ts'

describe('image renditions', () => {
	it('has the spec 001 §9 sizes', () => {
		expect(IMAGE_RENDITIONS).toEqual({ mobile: { width: 358, height: 160 }, tablet: { width: 451, height: 366 }, desktop: { width: 562, height: 366 } })
	})

	it('asks the image cache for a size at quality 90, or downsizes at 70', () => {
		expect(renditionUrl('/content/dam/a.jpg', 'https://cache.example.com/', { width: 358, height: 160 }, 90)).toBe(
			'https://cache.example.com/content/dam/a.jpg?wid=358&hei=160&qlt=90',
		)
		expect(downsizedImageUrl('/content/dam/a.jpg', '', 200)).toBe('/content/dam/a.jpg?wid=200&qlt=70')
		expect(downsizedImageUrl('https://x.example/a.jpg?v=2', '', 200)).toBe('https://x.example/a.jpg?v=2&wid=200&qlt=70')
		expect(renditionUrl(null, '', { width: 1 }, 90)).toBe('')
	})

	it('gives srcset and sizes for the three renditions with the flow breakpoints', () => {
		const image = responsiveImage('/a.jpg', '')
		expect(image).toEqual({
			src: '/a.jpg?wid=358&hei=160&qlt=90',
			srcSet: '/a.jpg?wid=358&hei=160&qlt=90 358w, /a.jpg?wid=451&hei=366&qlt=90 451w, /a.jpg?wid=562&hei=366&qlt=90 562w',
			sizes: '(min-width: 1024px) 562px, (min-width: 768px) 451px, 358px',
			width: 358,
			height: 160,
		})
		expect(responsiveImage('', '')).toBeNull()
	})

	it('loads the first two cards eagerly and the rest lazily', () => {
		expect(CARD_IMAGE_PRELOAD_COUNT).toBe(2)
		expect([0, 1, 2, 3].map(imageLoadingOf)).toEqual(['eager', 'eager', 'lazy', 'lazy'])
	})
})
