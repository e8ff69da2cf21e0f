import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { lengthFirst, trim } from './length-first.ts'

describe('lengthFirst', () => {
	const seen: string[] = []
	const schema = z
		.object({
			code: lengthFirst(
				5,
				'codeTooLong',
				z
					.string()
					.max(5, 'codeTooLong')
					.refine((value) => (seen.push(value), /^\d+$/.test(value)), 'codeFormat'),
				trim,
			),
		})
		.superRefine((form) => void seen.push(`form:${form.code}`))

	it('refuses a value longer than the limit with its one message, and runs nothing after it', () => {
		seen.length = 0
		const result = schema.safeParse({ code: '123456' })
		expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['code', 'codeTooLong']])
		expect(seen).toEqual([])
	})

	it('measures the prepared value, and hands it on', () => {
		seen.length = 0
		expect(schema.parse({ code: '  12345  ' })).toEqual({ code: '12345' })
		expect(seen).toEqual(['12345', 'form:12345'])
	})

	it('leaves what is not a string to the schema', () => {
		expect(schema.safeParse({ code: 12 }).error?.issues[0]?.code).toBe('invalid_type')
	})
})
