import { getEnv } from './env.server.ts'

// One line per event on stdout/stderr, so any log collector can read it. Callers pass
// only what is safe to keep: never a password, token or full query string.
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof LEVELS, 'silent'>

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
	if (LEVELS[level] < LEVELS[getEnv().LOG_LEVEL]) return
	const extras = Object.entries(fields)
		.filter(([, value]) => value !== undefined)
		.map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
	const line = [new Date().toISOString(), level.toUpperCase(), message, ...extras].join(' ')
	if (level === 'error' || level === 'warn') console.error(line)
	else console.log(line)
}

export const logger = {
	debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
	info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
	warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
	error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}
