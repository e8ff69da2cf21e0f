import { sql } from 'drizzle-orm'
import { queryRows, type SandboxDb } from '../connection.ts'
import { seedAccounts } from './accounts.ts'
import { seedBooking } from './catalogue/booking.ts'
import { seedCatalogue } from './catalogue.ts'
import { seedContent } from './content/index.ts'
import { seedMemberToVerify } from './membership-verification.ts'
import { seedMembers } from './members.ts'
import { seedPageComponents } from './page-components.ts'
import { seedProfiles } from './profiles.ts'

/**
 * Fills a new database with the catalogue the README lists, once: a marker row makes
 * later starts keep what is there (bookings, saved hotels, failed sign-ins).
 */
export async function seed(db: SandboxDb): Promise<boolean> {
	await db.execute(sql`create table if not exists sandbox_seed (id integer primary key, seeded_at timestamptz not null default now())`)
	// Content has its own check, so a database seeded before it existed gets it too.
	await seedContent(db)
	const marker = await queryRows(db, sql`select id from sandbox_seed where id = 1`)
	if (marker.length > 0) {
		// So do the page components (hotel alerts, hero banners, social proof, offers).
		await seedPageComponents(db)
		// Booking data has its own check, so a database seeded before it existed gets it too.
		await seedBooking(db)
		// So do the member profiles (mobile numbers, promotions, a member to activate).
		await seedProfiles(db)
		await seedMemberToVerify(db)
		return false
	}
	await db.transaction(async (tx) => {
		const txDb = tx as unknown as SandboxDb
		await seedMembers(txDb)
		await seedAccounts(txDb)
		await seedCatalogue(txDb)
		await seedProfiles(txDb)
		await seedMemberToVerify(txDb)
		await seedPageComponents(txDb)
		await tx.execute(sql`insert into sandbox_seed (id) values (1)`)
	})
	return true
}
