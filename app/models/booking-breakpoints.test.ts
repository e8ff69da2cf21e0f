import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOOKING_BREAKPOINTS, BOOKING_FLOW_STYLESHEETS } from './booking-breakpoints.ts'

const STYLES = join(import.meta.dirname, '..', 'ui', 'styles')

/** Every width a stylesheet's media queries name, in px. */
const mediaWidthsOf = (css: string) =>
	[...css.matchAll(/@media[^{]*/g)].flatMap(([query]) => [...query.matchAll(/(\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1])))

describe('the booking flow breakpoints', () => {
	it('are the spec 001 §9 widths', () => {
		expect(BOOKING_BREAKPOINTS).toEqual({ narrow: 700, tablet: 768, desktop: 1024 })
	})

	it('are the only widths in the booking flow stylesheets', () => {
		const allowed = Object.values(BOOKING_BREAKPOINTS) as number[]
		for (const file of BOOKING_FLOW_STYLESHEETS) {
			const stray = mediaWidthsOf(readFileSync(join(STYLES, file), 'utf8')).filter((width) => !allowed.includes(width))
			expect(stray, `${file} names a width that is not one of spec 001 §9's`).toEqual([])
		}
	})

	it('change the layout below narrow, where the summary of the stay becomes the drawer', () => {
		expect(readFileSync(join(STYLES, 'reservation.css'), 'utf8')).toContain(`@media (width < ${BOOKING_BREAKPOINTS.narrow}px)`)
	})

	it('finds the widths of a media query in any form', () => {
		expect(mediaWidthsOf('@media (max-width: 767px) { a { width: 10px } } @media (768px <= width < 1024px) {}')).toEqual([767, 768, 1024])
	})
})
