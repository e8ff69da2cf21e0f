import { getZodConstraint, parseWithZod, unstable_coerceFormValue as coerceFormValue } from '@conform-to/zod'
import type { ZodTypeAny } from 'zod'

/**
 * The posted form, or a 400 when the body is not one (wrong content type, broken
 * multipart): a malformed request is the sender's mistake, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		throw new Response('The request body must be a form.', { status: 400, headers: { 'Content-Type': 'text/plain' } })
	}
}

// More than any form posts (the largest has 14 fields); repeats of one name only make
// an array the schema refuses anyway.
const MAX_ENTRIES = 100

/**
 * Only the schema's own fields, at most MAX_ENTRIES of them. Conform builds nested
 * values from names such as `a[100000000]` or `a[0][0]…` (seconds of work, or a stack
 * overflow), grows quadratically with repeated names, and its reply echoes every field
 * it was given; none of that can happen with names the schema does not define.
 */
export function schemaFieldsOf<Data extends FormData | URLSearchParams>(data: Data, schema: ZodTypeAny): Data {
	const names = fieldNamesOf(schema)
	const kept = (data instanceof FormData ? new FormData() : new URLSearchParams()) as Data
	let count = 0
	for (const [name, value] of data.entries()) {
		if (!names.has(name)) continue
		if (++count > MAX_ENTRIES) break
		if (kept instanceof FormData) kept.append(name, value)
		else kept.append(name, String(value))
	}
	return kept
}

/**
 * Conform's parse of a form or a query, limited to the schema's own fields (see
 * schemaFieldsOf). `disableAutoCoercion` for a schema that reads the posted strings
 * itself: conform would otherwise turn every empty field into a missing one.
 */
export function parseSubmission<Schema extends ZodTypeAny>(data: FormData | URLSearchParams, schema: Schema, options: { disableAutoCoercion?: boolean } = {}) {
	const fields = schemaFieldsOf(data, schema)
	if (options.disableAutoCoercion) return parseWithZod(fields, { schema, disableAutoCoercion: true })
	// What parseWithZod does with auto coercion, but with the coerced schema made once per schema.
	return parseWithZod(fields, { schema: coercedOf(schema), disableAutoCoercion: true })
}

// A schema is never changed once made, so what is derived from it is kept beside it:
// conform walks the whole schema for its field names and rebuilds it for coercion on
// every parse otherwise (a request's schemas are mostly module constants, or kept per
// day: bookingSearchSchemaAt).
const fieldNames = new WeakMap<ZodTypeAny, Set<string>>()
const coerced = new WeakMap<ZodTypeAny, ReturnType<typeof coerceFormValue>>()

function fieldNamesOf(schema: ZodTypeAny): Set<string> {
	let names = fieldNames.get(schema)
	if (!names) fieldNames.set(schema, (names = new Set(Object.keys(getZodConstraint(schema)))))
	return names
}

function coercedOf<Schema extends ZodTypeAny>(schema: Schema): ReturnType<typeof coerceFormValue<Schema>> {
	let found = coerced.get(schema)
	if (!found) coerced.set(schema, (found = coerceFormValue(schema)))
	return found
}
