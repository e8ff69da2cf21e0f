import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { UsedAreas, useAreaTranslation } from './area-translation.ts'
import type { Area } from './areas.ts'

function Refusal({ shown }: { shown: boolean }) {
	useAreaTranslation('booking-errors', shown)
	return <p>refusal</p>
}

const areasOf = (shown: boolean) => {
	const used = new Set<Area>()
	renderToString(
		<UsedAreas.Provider value={used}>
			<Refusal shown={shown} />
		</UsedAreas.Provider>,
	)
	return [...used]
}

describe('the area hook on the server', () => {
	it('names an area for the document only when the render shows its messages', () => {
		expect(areasOf(true)).toEqual(['booking-errors'])
		expect(areasOf(false)).toEqual([])
	})
})
