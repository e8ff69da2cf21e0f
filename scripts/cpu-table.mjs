// Runs a command and prints where its CPU time went, by kind of process (issue 29: "CPU per
// process from /proc over the whole run"). The command runs in a cgroup of its own (cgroup v1
// cpuacct, as root), whose total counts every process it started; /proc/<pid>/stat of each
// process in the group, sampled twice a second, names who spent it. A process that lives less
// than a sample is counted in the total only ("not sampled").
//   node scripts/cpu-table.mjs -- npx playwright test
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'

const command = process.argv.slice(process.argv.indexOf('--') + 1)
const group = `/sys/fs/cgroup/cpuacct/cpu-table-${process.pid}`
mkdirSync(group, { recursive: true })
const TICKS_PER_SECOND = 100
const seen = new Map() // pid → { kind, ticks }

/** A short name for what a process is, from its command line. */
function kindOf(cmdline) {
	const rules = [
		[/chrom.*--type=renderer/i, 'Chromium renderer'],
		[/chrom.*--type=gpu/i, 'Chromium GPU'],
		[/chrom.*--type=(utility|zygote)/i, 'Chromium utility'],
		[/chrom/i, 'Chromium browser'],
		[/server-build\/index\.js/, 'app server (built)'],
		[/sandbox/i, 'sandbox'],
		[/playwright/, 'Playwright runner'],
		[/vitest/, 'vitest'],
		[/postgres/, 'PostgreSQL'],
		[/esbuild/, 'esbuild'],
		[/tsc|typescript/, 'typecheck'],
		[/eslint/, 'eslint'],
		[/knip/, 'knip'],
		[/remix|vite/, 'build (vite)'],
	]
	return rules.find(([pattern]) => pattern.test(cmdline))?.[1] ?? (cmdline.split(' ')[0].split('/').pop() || 'other')
}

function sample() {
	for (const pid of readFileSync(`${group}/cgroup.procs`, 'utf8').split('\n').filter(Boolean)) {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			const ticks = Number(fields[11]) + Number(fields[12]) // utime + stime
			const known = seen.get(pid) ?? { kind: kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')), ticks: 0 }
			known.ticks = Math.max(known.ticks, ticks)
			seen.set(pid, known)
		} catch {
			// gone between the listing and the read
		}
	}
}

const started = Date.now()
const child = spawn('bash', ['-c', `echo $$ > ${group}/cgroup.procs && exec "$@"`, 'cpu-table', ...command], { stdio: 'inherit' })
const sampler = setInterval(sample, 500)
child.on('exit', (code) => {
	clearInterval(sampler)
	const total = Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e9
	const byKind = new Map()
	for (const { kind, ticks } of seen.values()) {
		const row = byKind.get(kind) ?? { seconds: 0, processes: 0 }
		row.seconds += ticks / TICKS_PER_SECOND
		row.processes++
		byKind.set(kind, row)
	}
	const sampled = [...byKind.values()].reduce((sum, row) => sum + row.seconds, 0)
	const rows = [...byKind.entries()].sort((a, b) => b[1].seconds - a[1].seconds)
	rows.push(['not sampled (short-lived)', { seconds: Math.max(0, total - sampled), processes: 0 }])
	const wall = (Date.now() - started) / 1000
	const table = [`| process | processes | CPU s | share |`, `|---|---|---|---|`]
	for (const [kind, row] of rows) table.push(`| ${kind} | ${row.processes || ''} | ${row.seconds.toFixed(1)} | ${((100 * row.seconds) / total).toFixed(0)} % |`)
	table.push(`| **total** | ${seen.size} | ${total.toFixed(1)} | wall ${wall.toFixed(0)} s |`)
	console.log(table.join('\n'))
	if (process.env.CPU_TABLE_OUT) writeFileSync(process.env.CPU_TABLE_OUT, table.join('\n') + '\n')
	try {
		rmdirSync(group)
	} catch {
		// a process the command left behind still holds it
	}
	process.exit(code ?? 1)
})
