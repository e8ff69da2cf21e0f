import { hashPassword } from '../../crypto/password.ts'
import type { SandboxDb } from '../connection.ts'
import { credentials, paymentMethods } from '../schema/index.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { SEED_MEMBERS } from './members.ts'

// Every seeded member signs in with TEST_PASSWORD, each hash with its own salt. The
// hashes run side by side (scrypt works off the event loop) to keep seeding quick.
export async function seedAccounts(db: SandboxDb) {
	const rows = await Promise.all(SEED_MEMBERS.map(async (member) => ({ customerId: member.id, passwordHash: await hashPassword(TEST_PASSWORD) })))
	await db.insert(credentials).values(rows)
	await db.insert(paymentMethods).values(seedPaymentMethods(new Date()))
}

/** Saved cards (README "Seeded accounts"): gold has a Visa, titanium an Amex and a Mastercard; all expire three years on. */
function seedPaymentMethods(now: Date) {
	const expiryYear = now.getUTCFullYear() + 3
	const card = (id: string, customerId: string, network: string, lastFour: string, cardholderName: string, isDefault: boolean) => ({
		id,
		customerId,
		network,
		lastFour,
		expiryMonth: 8,
		expiryYear,
		cardholderName,
		paymentToken: `seed-token-${id}`,
		isDefault,
		savedAt: now,
	})
	return [
		card('PM-GOLD-VISA', 'CUST-GOLD', 'visa', '1111', 'Grace Lindqvist', true),
		card('PM-TITANIUM-AMEX', 'CUST-TITANIUM', 'amex', '0005', 'Tomoko Sato', true),
		card('PM-TITANIUM-MC', 'CUST-TITANIUM', 'mastercard', '4444', 'Tomoko Sato', false),
	]
}
