import { isIP } from 'node:net'

/**
 * Whether a host name or address reaches only this machine: `localhost` and its
 * sub-domains, 127.0.0.0/8, ::1 (bracketed or not) and IPv4-mapped loopback. The app
 * (is PUBLIC_ORIGIN a developer's machine?) and the sandbox (may it listen here?) decide
 * this the same way. `0.0.0.0` and `::` listen on every interface: not loopback.
 */
export function isLoopbackHost(host: string): boolean {
	const name = host
		.trim()
		.toLowerCase()
		.replace(/^\[(.*)\]$/, '$1')
	if (name === 'localhost' || name.endsWith('.localhost')) return true
	if (isIP(name) === 4) return name.startsWith('127.')
	if (isIP(name) === 6) return name === '::1' || name === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(name)
	return false
}
