// Room requests of booking step two (spec 001 §9 "Products and codes", §5 hour choices):
// the special products a guest may ask for and the arrival hours offered.

/** Special product codes a guest can request: a crib, a rollaway bed, a pet (one or two). */
export const ROOM_REQUEST_CODES = ['CRIB', 'ROLLAWAY', 'PETFEE1', 'PETFEE2'] as const
export type RoomRequestCode = (typeof ROOM_REQUEST_CODES)[number]

export const isRoomRequestCode = (code: string): code is RoomRequestCode => (ROOM_REQUEST_CODES as readonly string[]).includes(code)

/** Spec 001 §5: hour choices run from 00:00 to 23:00. */
export const ARRIVAL_TIMES: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`)

/** Spec 001 §9 room feature codes a guest may ask for as a preference (feather-free, pillows, floor…). */
export const ROOM_PREFERENCE_CODES = ['C2', 'R1', 'V9', 'Y2', 'F2', 'B5', 'E6', 'E1', 'H1', 'L2', 'N1'] as const

export const isRoomPreferenceCode = (code: string) => (ROOM_PREFERENCE_CODES as readonly string[]).includes(code)

/** The preferences the held room can meet: its own feature codes among spec 001 §9's. */
export function roomPreferencesOf(cart: { items: ReadonlyArray<{ product: { room: { features: ReadonlyArray<{ code: string; description: string }> } } }> }) {
	const seen = new Map<string, string>()
	for (const item of cart.items)
		for (const feature of item.product.room.features) if (isRoomPreferenceCode(feature.code)) seen.set(feature.code, feature.description)
	return [...seen].map(([code, description]) => ({ code, description }))
}
