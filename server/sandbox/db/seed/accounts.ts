import type { SandboxDb } from '../connection.ts'

// Credentials (hashed passwords) and the account services' other seed rows.
export async function seedAccounts(_db: SandboxDb) {}
