import credentials from './0100_credentials.ts'
import sessions from './0101_sessions.ts'
import encryptionKeys from './0102_encryption_keys.ts'
import accountRecords from './0103_account_records.ts'
import pointsPurchases from './0104_points_purchases.ts'
import paymentMethods from './0105_payment_methods.ts'
import oneTimeCodes from './0106_one_time_codes.ts'
import memberPreferences from './0107_member_preferences.ts'
import promotionsAndConversions from './0108_promotions_and_conversions.ts'
import onlineAccountActivations from './0109_online_account_activations.ts'
import emailAnyCase from './0110_email_any_case.ts'
import cartRewardsMembers from './0111_cart_rewards_members.ts'
import partnerAccounts from './0112_partner_accounts.ts'
import membershipVerification from './0113_membership_verification.ts'
import signInCodes from './0114_sign_in_codes.ts'

// Migrations of the account services, in order; ids 0100–0199.
export const ACCOUNT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
	{ id: '0100_credentials', sql: credentials },
	{ id: '0101_sessions', sql: sessions },
	{ id: '0102_encryption_keys', sql: encryptionKeys },
	{ id: '0103_account_records', sql: accountRecords },
	{ id: '0104_points_purchases', sql: pointsPurchases },
	{ id: '0105_payment_methods', sql: paymentMethods },
	{ id: '0106_one_time_codes', sql: oneTimeCodes },
	{ id: '0107_member_preferences', sql: memberPreferences },
	{ id: '0108_promotions_and_conversions', sql: promotionsAndConversions },
	{ id: '0109_online_account_activations', sql: onlineAccountActivations },
	{ id: '0110_email_any_case', sql: emailAnyCase },
	{ id: '0111_cart_rewards_members', sql: cartRewardsMembers },
	{ id: '0112_partner_accounts', sql: partnerAccounts },
	{ id: '0113_membership_verification', sql: membershipVerification },
	{ id: '0114_sign_in_codes', sql: signInCodes },
]
