import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt at Node's default cost (N=2^14, 16 MiB, ~70 ms): slow enough that a copied
// table is expensive to guess through, fast enough to seed every member in a few hundred
// ms. The parameters travel in each hash, so raising them later keeps old hashes valid.
const COST = { N: 2 ** 14, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
	new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))))

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(SALT_LENGTH)
	const key = await scryptAsync(password, salt, KEY_LENGTH, COST)
	return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, n, r, p, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !salt || !key) return false
	const expected = Buffer.from(key, 'base64')
	const N = Number(n)
	const options = { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) }
	const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options)
	return timingSafeEqual(actual, expected)
}

// A hash no password matches (its key is random), with the same cost as a real one:
// checking an unknown user against it takes as long as checking a real account.
const NOBODY = ['scrypt', COST.N, COST.r, COST.p, randomBytes(SALT_LENGTH).toString('base64'), randomBytes(KEY_LENGTH).toString('base64')].join('$')

/** Does the work of a password check for a user who does not exist; always false. */
export async function verifyNobody(password: string): Promise<false> {
	await verifyPassword(password, NOBODY)
	return false
}
