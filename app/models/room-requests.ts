// Room requests of booking step two (spec 001 §9 "Products and codes", §5 hour choices):
// the special products a guest may ask for and the arrival hours offered.

/** Special product codes a guest can request: a crib, a rollaway bed, a pet (one or two). */
export const ROOM_REQUEST_CODES = ['CRIB', 'ROLLAWAY', 'PETFEE1', 'PETFEE2'] as const
export type RoomRequestCode = (typeof ROOM_REQUEST_CODES)[number]

export const isRoomRequestCode = (code: string): code is RoomRequestCode => (ROOM_REQUEST_CODES as readonly string[]).includes(code)

/** Spec 001 §5: hour choices run from 00:00 to 23:00. */
export const ARRIVAL_TIMES: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)
