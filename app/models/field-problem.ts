// A field's problem is a catalogue key (conform carries a field's problems as strings);
// a message that shows values (a country, an example) carries them after the key, as a
// query string does: `phoneForCountry?country=ES&example=%2B34+612+34+56+78`.

export const problemWith = (key: string, values: Record<string, string>) => `${key}?${new URLSearchParams(values).toString()}`

/** The catalogue key of a problem and the values its message shows. */
export function problemOf(problem: string): { key: string; values: Record<string, string> } {
	const at = problem.indexOf('?')
	if (at < 0) return { key: problem, values: {} }
	return { key: problem.slice(0, at), values: Object.fromEntries(new URLSearchParams(problem.slice(at + 1))) }
}
