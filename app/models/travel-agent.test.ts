import { describe, expect, it } from 'vitest'
import { iataNumberProblem } from './travel-agent.ts'
import { offersHousekeepingChoice } from './housekeeping.ts'

describe('the travel agent number', () => {
	it('is optional, and otherwise eight digits whose last is the first seven mod 7', () => {
		expect(iataNumberProblem('')).toBeNull()
		expect(iataNumberProblem('12345675')).toBeNull()
		expect(iataNumberProblem('1234-5675')).toBeNull()
		expect(iataNumberProblem('12345670')).toBe('iataInvalid')
		expect(iataNumberProblem('1234567')).toBe('iataInvalid')
		expect(iataNumberProblem('H77')).toBe('iataInvalid')
	})
})

describe('the housekeeping choice', () => {
	it('is offered except at the brands spec 001 §6 excludes', () => {
		expect(offersHousekeepingChoice('MC')).toBe(true)
		for (const brand of ['ER', 'MV', 'RZ', 'EB', 'WH', 'LC', 'XR', 'JW', 'BG', 'RS', 'SN']) expect(offersHousekeepingChoice(brand)).toBe(false)
		expect(offersHousekeepingChoice('rz')).toBe(false)
	})
})
