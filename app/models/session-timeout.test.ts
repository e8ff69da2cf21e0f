import { describe, expect, it } from 'vitest'
import { countdownText, SESSION_IDLE_MS, timeoutPhase, WARNING_SECONDS } from './session-timeout.ts'

describe('timeoutPhase', () => {
	const touched = 1_000_000
	it('is active until five minutes before the 30 are up, and says when to warn', () => {
		expect(SESSION_IDLE_MS).toBe(1_800_000)
		expect(WARNING_SECONDS).toBe(300)
		expect(timeoutPhase(touched, touched)).toEqual({ phase: 'active', warnInMs: 1_500_000 })
		expect(timeoutPhase(touched, touched + 1_499_999)).toEqual({ phase: 'active', warnInMs: 1 })
	})
	it('warns for the last 300 seconds, counting down', () => {
		expect(timeoutPhase(touched, touched + 1_500_000)).toEqual({ phase: 'warning', secondsLeft: 300 })
		expect(timeoutPhase(touched, touched + 1_799_001)).toEqual({ phase: 'warning', secondsLeft: 1 })
	})
	it('is expired at 30 minutes', () => {
		expect(timeoutPhase(touched, touched + 1_800_000)).toEqual({ phase: 'expired' })
	})
})

describe('countdownText', () => {
	it('reads m:ss', () => {
		expect(countdownText(300)).toBe('5:00')
		expect(countdownText(9)).toBe('0:09')
		expect(countdownText(-3)).toBe('0:00')
	})
})
