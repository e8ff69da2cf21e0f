import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Keeps issue 33's "no field markup outside the kit" true: eslint.config.js refuses an
// input, select or text area written out in a page or component, and lets through hidden
// inputs, submit inputs, the kit itself and the special cases it names.

const ROOT = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

const FIELDS = {
	'a text input': 'export const F = () => <input id="x" name="x" maxLength={12} />\n',
	'a password input': 'export const F = () => <input type="password" name="pwrd" />\n',
	'an input whose type comes from a spread': 'export const F = (props: object) => <input {...props} />\n',
	'a select': 'export const F = () => <select name="x"><option>1</option></select>\n',
	'a text area': 'export const F = () => <textarea name="x" />\n',
}

const NOT_FIELDS = {
	'a hidden input': 'export const F = () => <input type="hidden" name="intent" value="find" />\n',
	'a submit input': 'export const F = () => <input type="submit" value="Go" />\n',
	'a button': 'export const F = () => <button type="submit">Go</button>\n',
}

async function kitMessages(code: string, filePath: string) {
	const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) })
	return (result?.messages ?? []).filter((message) => /field kit/.test(message.message)).map((message) => message.message)
}

describe('field markup outside the kit', () => {
	it.each(Object.entries(FIELDS))('%s in a component or a route is a lint error', async (_case, code) => {
		expect(await kitMessages(code, 'app/ui/any-form.tsx')).toHaveLength(1)
		expect(await kitMessages(code, 'app/routes/account/any-page.tsx')).toHaveLength(1)
	})

	it.each(Object.entries(NOT_FIELDS))('%s is not a field', async (_case, code) => {
		expect(await kitMessages(code, 'app/ui/any-form.tsx')).toEqual([])
	})

	it.each(Object.entries(FIELDS))('%s in the kit is what the kit is for', async (_case, code) => {
		expect(await kitMessages(code, 'app/ui/form-fields/controls.tsx')).toEqual([])
		expect(await kitMessages(code, 'app/ui/form-fields.tsx')).toEqual([])
	})
})
