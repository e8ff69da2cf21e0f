import { describe, expect, it } from 'vitest'
import { nextLiveMode } from './announcements.ts'

describe('nextLiveMode', () => {
	it('goes off at the first Tab press', () => {
		expect(nextLiveMode('polite', { kind: 'tab' })).toBe('off')
	})
	it('goes off at mouse movement only once the page has loaded', () => {
		expect(nextLiveMode('polite', { kind: 'mouse', loaded: false })).toBe('polite')
		expect(nextLiveMode('polite', { kind: 'mouse', loaded: true })).toBe('off')
	})
	it('is polite again for a change the person asked for', () => {
		expect(nextLiveMode('off', { kind: 'announce' })).toBe('polite')
	})
})
