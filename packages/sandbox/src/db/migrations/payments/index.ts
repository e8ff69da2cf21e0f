import paymentSessions from './0400_payment_sessions.ts'

// Migrations of the payment service (its own origin, the same database); ids 0400–0499.
export const PAYMENT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [{ id: '0400_payment_sessions', sql: paymentSessions }]
