import { pino, type DestinationStream, type Logger } from 'pino'
import { getEnv } from './env.server.ts'
import { currentRequestId } from './request-context.server.ts'

// One JSON object per line on stdout, so any log collector can read it and no value
// (a CR/LF in a query, a quote) can start a line of its own. Callers pass only what is
// safe to keep: never a password, token, surname, full confirmation number or query string.
type Fields = Record<string, unknown>
type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export function createLogger(level: Level, destination?: DestinationStream): Logger {
	return pino(
		{
			level,
			base: { pid: process.pid },
			timestamp: pino.stdTimeFunctions.isoTime,
			formatters: { level: (label) => ({ level: label }) },
			// Every line written while a request runs names it.
			mixin: () => {
				const rid = currentRequestId()
				return rid ? { rid } : {}
			},
		},
		destination ?? pino.destination({ dest: 1, sync: true }),
	)
}

let instance: Logger | undefined
const log = (level: Exclude<Level, 'silent'>) => (message: string, fields?: Fields) => {
	instance ??= createLogger(getEnv().LOG_LEVEL)
	instance[level](fields ?? {}, message)
}

export const logger = {
	debug: log('debug'),
	info: log('info'),
	warn: log('warn'),
	error: log('error'),
}
