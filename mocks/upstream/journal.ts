// Every request the mock upstream received, in order, so a test can assert what the
// client sent: path, headers and body.

export type JournalEntry = {
	method: string
	path: string
	search: URLSearchParams
	headers: Headers
	body: unknown
}

const entries: JournalEntry[] = []

export const upstreamJournal = {
	record(entry: JournalEntry) {
		entries.push(entry)
	},
	all(): readonly JournalEntry[] {
		return entries
	},
	/** The requests to one path (GraphQL: /mi/query/{OperationName}). */
	to(path: string): JournalEntry[] {
		return entries.filter((entry) => entry.path === path)
	},
	last(): JournalEntry | undefined {
		return entries.at(-1)
	},
	reset() {
		entries.length = 0
	},
}
