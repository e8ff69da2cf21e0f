// The keys the attempt limits count under (docs/decisions/019-limit-keys.md). A budget
// keyed on what the visitor typed, or on one address of many, is a budget per spelling:
// an IPv6 client is handed a whole /64 and may use any address in it, and one account
// answers to its e-mail in any case, its member number and its phone in any spelling.

/**
 * The address a per-address budget counts: an IPv4 address as it is (also when written
 * IPv4-mapped, ::ffff:192.0.2.1), an IPv6 address as its /64, the block a client can
 * change addresses in at will. Anything else (no address known) is kept as given.
 */
export function addressKey(ip: string): string {
	const address = ip.trim().toLowerCase()
	const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
	if (mapped) return mapped[1]!
	const groups = IPV6_SHAPE.test(address) ? expandedIpv6(address.replace(/%.*$/, '')) : null
	return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

// Hex groups and colons, an optional IPv4 tail and zone: the shape is checked, the groups are counted after.
const IPV6_SHAPE = /^[\da-f:]{2,39}(?:\d{1,3}(?:\.\d{1,3}){3})?(?:%[\w.-]{1,32})?$/

/** The eight groups of an IPv6 address without leading zeros (an embedded IPv4 tail turned into two groups); null when it is none. */
function expandedIpv6(address: string): string[] | null {
	const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
	const hex = tail
		? address.slice(0, tail.index) +
			[
				[tail[1], tail[2]],
				[tail[3], tail[4]],
			]
				.map(([a, b]) => ((Number(a) << 8) | Number(b)).toString(16))
				.join(':')
		: address
	const halves = hex.split('::')
	if (halves.length > 2) return null
	const [head = '', rest] = halves
	const left = head ? head.split(':') : []
	const right = rest ? rest.split(':') : []
	const missing = rest === undefined ? 0 : 8 - left.length - right.length
	const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right]
	if (groups.length !== 8 || (rest !== undefined && missing < 1) || !groups.every((group) => /^[\da-f]{1,4}$/.test(group))) return null
	return groups.map((group) => parseInt(group, 16).toString(16))
}

/** Digits with an optional leading + (spaces, dots, hyphens and brackets between them): a phone number as typed. */
const PHONE_SHAPE = /^\+?[\d\s().-]{7,40}$/

/**
 * One key for the spellings of a sign-in identifier: an e-mail in lower case, a phone
 * number (or a member number) as its digits, as the platform matches them ("+1 (212)
 * 555-0123" and "+12125550123" are one number). The platform knows more (that an e-mail
 * and a member number are one account: signInAccountKey asks it); this is what the app
 * knows alone.
 */
export function signInIdKey(identifier: string): string {
	const value = identifier.trim()
	if (PHONE_SHAPE.test(value)) {
		const digits = value.replace(/\D/g, '')
		if (digits.length >= 7 && digits.length <= 16) return `digits:${digits}`
	}
	return `id:${value.toLowerCase()}`
}
