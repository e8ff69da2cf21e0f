import type { TFunction } from 'i18next'
import { problemOf } from '#app/models/field-problem.ts'
import { displayNames } from '#app/models/intl-formats.ts'

/** A field's problem in words: its key under `area`, with the values it carries; a country by its name in the page's language. */
export function problemText(t: TFunction, language: string, area: string, problem: string): string {
	const { key, values } = problemOf(problem)
	const country = values.country ? displayNames(language, { type: 'region' }).of(values.country) : undefined
	return t(`${area}.${key}`, country ? { ...values, country } : values)
}
