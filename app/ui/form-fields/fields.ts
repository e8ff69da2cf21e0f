import type { SubmissionResult } from '@conform-to/react'
import type { FieldLimits, FormLimits } from '#app/models/field-limits.ts'

// Forms the server checks on its own (guest details, buying points): each field from the
// server's last answer — what was posted and what is wrong with it — or from what the form
// starts with. No form library in the browser.

/** What a field needs to render: where it is, what it holds, what is wrong with it, its limits. */
export type Field = { id: string; name: string; errorId: string; errors: string[] | null; initialValue: string; values: string[]; limits: FieldLimits }

export function fieldsOf<Name extends string>(
	formId: string,
	names: readonly Name[],
	lastResult: SubmissionResult<string[]> | null | undefined,
	defaultValue: Partial<Record<Name, string | string[]>>,
	limits: FormLimits<Name> = {},
): Record<Name, Field> {
	const values = (lastResult?.initialValue ?? defaultValue) as Record<string, unknown>
	const entries = names.map((name) => {
		const value = values[name]
		const list = Array.isArray(value) ? value.map(String) : value === undefined || value === null || value === '' ? [] : [String(value)]
		const field: Field = {
			id: `${formId}-${name}`,
			name,
			errorId: `${formId}-${name}-error`,
			errors: lastResult?.error?.[name] ?? null,
			initialValue: list[0] ?? '',
			values: list,
			limits: limits[name] ?? {},
		}
		return [name, field] as const
	})
	return Object.fromEntries(entries) as Record<Name, Field>
}
