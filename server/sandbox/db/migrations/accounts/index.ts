// Migrations of the account services, in order; ids 0100–0199.
export const ACCOUNT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = []
