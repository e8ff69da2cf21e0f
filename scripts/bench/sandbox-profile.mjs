// Loaded through NODE_OPTIONS (`--import`) by `npm run bench:profile`: Node refuses
// `--cpu-prof` there, and the sandbox is forked with arguments of its own, so this profiles
// the sandbox's process from inside and writes its profile where `--cpu-prof` would have.
// Any other process that loads it is left alone.
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { join } from 'node:path'

const dir = process.env.SANDBOX_PROFILE_DIR
if (dir && process.argv[1]?.includes('sandbox')) {
	const session = new Session()
	session.connect()
	session.post('Profiler.enable')
	session.post('Profiler.start')
	// A session on the process's own thread answers at once, so this works in 'exit'.
	process.on('exit', () => {
		session.post('Profiler.stop', (error, result) => {
			if (!error) writeFileSync(join(dir, `CPU.sandbox.${process.pid}.cpuprofile`), JSON.stringify(result.profile))
		})
	})
}
