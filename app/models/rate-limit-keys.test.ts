import { describe, expect, it } from 'vitest'
import { addressKey, signInIdKey } from './rate-limit-keys.ts'

describe('addressKey', () => {
	it('keeps an IPv4 address as it is, also when written IPv4-mapped', () => {
		expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
		expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
	})

	it('counts every address of an IPv6 /64 as one, however it is written', () => {
		const key = addressKey('2001:db8:1:2::1')
		expect(key).toBe('2001:db8:1:2::/64')
		expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key)
		expect(addressKey('2001:db8:1:2:abcd::7')).toBe(key)
		expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key)
	})

	it('tells the neighbouring /64s apart', () => {
		expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
		expect(addressKey('::1')).toBe('0:0:0:0::/64')
		expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64')
	})

	it('keeps anything that is no address as given', () => {
		expect(addressKey('unknown')).toBe('unknown')
		expect(addressKey('1:2:3')).toBe('1:2:3')
		expect(addressKey('1::2::3')).toBe('1::2::3')
	})
})

describe('signInIdKey', () => {
	it('is one key for an e-mail in any case', () => {
		expect(signInIdKey(' Gold@Example.com ')).toBe(signInIdKey('gold@example.com'))
	})

	it('is one key for every spelling of a phone number', () => {
		const key = signInIdKey('+12125550123')
		expect(signInIdKey('+1 212 555 0123')).toBe(key)
		expect(signInIdKey('+1 (212) 555-0123')).toBe(key)
		expect(signInIdKey('1.212.555.0123')).toBe(key)
	})

	it('tells different identifiers apart', () => {
		expect(signInIdKey('+12125550124')).not.toBe(signInIdKey('+12125550123'))
		expect(signInIdKey('a@example.com')).not.toBe(signInIdKey('b@example.com'))
	})
})
