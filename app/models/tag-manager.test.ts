import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAG_MANAGER_RETRIES, TAG_MANAGER_RETRY_MS, waitFor } from './tag-manager.ts'

const timers = { set: (run: () => void, ms: number) => setTimeout(run, ms), clear: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout) }

describe('waitFor', () => {
	beforeEach(() => vi.useFakeTimers())
	afterEach(() => vi.useRealTimers())

	it('hands over what it finds, as soon as it is there', () => {
		let manager: { track: () => void } | undefined
		const found = vi.fn()
		waitFor(() => manager, found, { timers })
		vi.advanceTimersByTime(TAG_MANAGER_RETRY_MS * 4)
		expect(found).not.toHaveBeenCalled()
		manager = { track: () => undefined }
		vi.advanceTimersByTime(TAG_MANAGER_RETRY_MS)
		expect(found).toHaveBeenCalledOnce()
		expect(found).toHaveBeenCalledWith(manager)
	})

	it('looks once and then 30 more times, 100 ms apart, then gives up', () => {
		expect(TAG_MANAGER_RETRIES).toBe(30)
		expect(TAG_MANAGER_RETRY_MS).toBe(100)
		const look = vi.fn(() => undefined)
		waitFor(look, vi.fn(), { timers })
		vi.advanceTimersByTime(10_000)
		expect(look).toHaveBeenCalledTimes(31)
	})

	it('stops looking when told', () => {
		const look = vi.fn(() => undefined)
		const stop = waitFor(look, vi.fn(), { timers })
		vi.advanceTimersByTime(250)
		stop()
		vi.advanceTimersByTime(10_000)
		expect(look).toHaveBeenCalledTimes(3)
	})
})
