import { z } from 'zod'

// Issue 28, item 3: zod 3 goes on after a failed `.max()`: the field's `.regex()` and the
// form's `superRefine` still run on the whole value, so one 16 KB e-mail held a core for
// 0.7 s inside a pattern meant for 80 characters. Here the length is measured before
// anything else, and a value too long ends the parse of its field with a fatal issue:
// nothing after it runs, neither the field's own checks nor the form's cross-field rules
// (zod skips an object's refinements once a field is aborted). Every form field whose
// value meets a pattern goes through this; app/models/input-patterns.test.ts times them.

/**
 * `schema`, reached only by a string of at most `max` characters after `prepare` (the
 * field's trimming, which may make a blank value a missing one); a longer one is refused with `tooLong` and goes no further. Keep a
 * `.max(max)` in `schema` too: conform reads the input's `maxlength` from it.
 */
export function lengthFirst<Schema extends z.ZodTypeAny>(
	max: number,
	tooLong: string,
	schema: Schema,
	prepare: (value: string) => string | undefined = (value) => value,
) {
	return z.preprocess((value, ctx) => {
		if (typeof value !== 'string') return value
		const prepared = prepare(value)
		if (prepared === undefined || prepared.length <= max) return prepared
		ctx.addIssue({ code: z.ZodIssueCode.too_big, type: 'string', maximum: max, inclusive: true, message: tooLong, fatal: true })
		return z.NEVER
	}, schema)
}

/** The usual preparation of a typed value (spec 000 §5: input is trimmed first). */
export const trim = (value: string) => value.trim()
