import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isProductSource, productionFiles } from './production-imports.ts'

// Keeps docs/spec-coverage.md honest: every path it names exists, every claim of "done"
// names its test, every gap says why, every deliberate difference has its decision record,
// no "done" rests on a file that only tests import, and no route exists that the table
// does not know about.

const ROOT = join(import.meta.dirname, '..', '..')
const TABLE = join(ROOT, 'docs', 'spec-coverage.md')
const STATUSES = ['done', 'partial', 'not built', 'deliberately different'] as const
type Status = (typeof STATUSES)[number]

type Row = { line: number; section: string; item: string; status: Status; note: string; statusCell: string; where: string[]; tests: string[] }

// A table cell may hold an escaped pipe (`\|`); only the bare ones separate cells.
const cellsOf = (line: string) =>
	line
		.trim()
		.replace(/^\||\|$/g, '')
		.split(/(?<!\\)\|/)
		.map((cell) => cell.trim())

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)

function readRows(text: string): Row[] {
	const rows: Row[] = []
	text.split('\n').forEach((line, index) => {
		if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| spec §')) return
		const cells = cellsOf(line)
		expect(cells, `line ${index + 1} has five cells`).toHaveLength(5)
		const [section, item, statusCell, where, tests] = cells as [string, string, string, string, string]
		const status = STATUSES.find((name) => statusCell === name || statusCell.startsWith(`${name} — `))
		expect(status, `line ${index + 1}: status "${statusCell}" is one of ${STATUSES.join(', ')}`).toBeDefined()
		const note = statusCell.slice(status!.length).replace(/^ — /, '').trim()
		rows.push({ line: index + 1, section, item, status: status!, note, statusCell, where: backticked(where), tests: backticked(tests) })
	})
	return rows
}

const text = readFileSync(TABLE, 'utf8')
const rows = readRows(text)

function routeFiles(dir: string): string[] {
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory()
			? routeFiles(join(dir, entry.name))
			: entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')
				? []
				: [join(dir, entry.name)],
	)
}

describe('docs/spec-coverage.md', () => {
	it('has rows', () => {
		expect(rows.length).toBeGreaterThan(100)
	})

	it('names only paths that exist', () => {
		const missing = rows.flatMap((row) =>
			[...row.where, ...row.tests].filter((path) => !existsSync(join(ROOT, path))).map((path) => `line ${row.line}: ${path}`),
		)
		expect(missing).toEqual([])
	})

	it('names test files in the test column', () => {
		const notTests = rows.flatMap((row) => row.tests.filter((path) => !/\.(test|spec)\.tsx?$/.test(path)).map((path) => `line ${row.line}: ${path}`))
		expect(notTests).toEqual([])
	})

	it('names a test for every done row', () => {
		const untested = rows.filter((row) => row.status === 'done' && row.tests.length === 0).map((row) => `line ${row.line}: ${row.item}`)
		expect(untested).toEqual([])
	})

	it('gives a reason for every partial or not built row', () => {
		const unexplained = rows
			.filter((row) => (row.status === 'partial' || row.status === 'not built') && row.note.length < 8)
			.map((row) => `line ${row.line}: ${row.item}`)
		expect(unexplained).toEqual([])
	})

	it('links an existing decision record for every deliberate difference', () => {
		const unlinked = rows
			.filter((row) => row.status === 'deliberately different')
			.filter((row) => {
				const links = [...row.statusCell.matchAll(/\]\((decisions\/[^)]+\.md)\)/g)].map((match) => match[1]!)
				return links.length === 0 || links.some((link) => !existsSync(join(ROOT, 'docs', link)))
			})
			.map((row) => `line ${row.line}: ${row.item}`)
		expect(unlinked).toEqual([])
	})

	it('tells a file the product loads from one only tests import', () => {
		const loaded = productionFiles(ROOT)
		// A route, a model it imports, a lazily imported component, a sandbox module.
		expect(loaded).toContain('app/routes/sign-in/sign-in.tsx')
		expect(loaded).toContain('app/models/money.ts')
		expect(loaded).toContain('app/ui/sign-in-flyout-live.tsx')
		expect(loaded).toContain('packages/sandbox/src/db/connection.ts')
		// The sandbox's test helpers are imported by tests alone.
		expect(loaded).not.toContain('packages/sandbox/src/testing.ts')
		expect([...loaded].filter((path) => /\.(test|spec)\.tsx?$/.test(path))).toEqual([])
	})

	it('names, for a done row, only source files the product loads (imported by something outside tests)', () => {
		const loaded = productionFiles(ROOT)
		const unused = rows
			.filter((row) => row.status === 'done')
			.flatMap((row) => row.where.filter((path) => isProductSource(path) && !loaded.has(path)).map((path) => `line ${row.line}: ${path}`))
		expect(unused).toEqual([])
	})

	it('names every route file under app/routes', () => {
		const named = new Set(rows.flatMap((row) => row.where))
		const unnamed = routeFiles('app/routes').filter((path) => !named.has(path))
		expect(unnamed).toEqual([])
	})

	it('states its counts as they are', () => {
		const count = (status: Status) => rows.filter((row) => row.status === status).length
		const expected = `Counts: done ${count('done')} · partial ${count('partial')} · not built ${count('not built')} · deliberately different ${count(
			'deliberately different',
		)} · total ${rows.length}`
		expect(text.match(/^Counts: .*$/m)?.[0]).toBe(expected)
	})
})
