import type { roomFeatureCodes, roomFeatures, rooms } from '../../schema/index.ts'
import { isLuxuryBrand } from './brands.ts'
import type { SeedProperty } from './property-shape.ts'

// The room attribute codes of spec 001 §9, each in the groups the spec puts it in
// (feather: V9, B5; pillow: V9, F2, Y2; floor: L2, H1). Descriptions are ours.
export const SEED_ROOM_FEATURE_CODES: Array<typeof roomFeatureCodes.$inferInsert> = [
	{ code: 'C2', description: 'Connecting rooms available', categories: ['room'] },
	{ code: 'R1', description: 'Rollaway bed permitted', categories: ['room'] },
	{ code: 'V9', description: 'Feather-free pillows', categories: ['room', 'feather', 'pillow'] },
	{ code: 'Y2', description: 'Foam pillows', categories: ['room', 'pillow'] },
	{ code: 'F2', description: 'Firm pillows', categories: ['room', 'pillow'] },
	{ code: 'B5', description: 'Feather-free duvet', categories: ['room', 'feather'] },
	{ code: 'E6', description: 'Walk-in shower', categories: ['bathroom'] },
	{ code: 'E1', description: 'Early check-in on request', categories: ['stay'] },
	{ code: 'H1', description: 'High floor', categories: ['location', 'floor'] },
	{ code: 'L2', description: 'Low floor', categories: ['location', 'floor'] },
	{ code: 'N1', description: 'Near elevator', categories: ['location'] },
]

export type RoomTemplate = {
	code: string
	name: string
	description: string
	bedType: string
	maxOccupancy: number
	/** Price of this room relative to the property's first room. */
	priceFactor: number
	features: string[]
	/** Rooms of this type the hotel sells each night. */
	inventory: number
}

const FLAGSHIP_ROOMS: RoomTemplate[] = [
	{
		code: 'DKNG',
		name: 'Deluxe Guest Room, 1 King',
		description: '32 m² room with a king bed, work desk and city view.',
		bedType: 'King',
		maxOccupancy: 3,
		priceFactor: 1,
		features: ['R1', 'V9', 'Y2', 'H1'],
		inventory: 12,
	},
	{
		code: 'DQQN',
		name: 'Deluxe Guest Room, 2 Queen',
		description: '36 m² room with two queen beds, for families and friends.',
		bedType: 'Two Queen',
		maxOccupancy: 4,
		priceFactor: 1.08,
		features: ['C2', 'R1', 'F2', 'L2'],
		inventory: 10,
	},
	{
		code: 'EXKG',
		name: 'Executive Room, 1 King, Lounge Access',
		description: '34 m² room on an executive floor, with breakfast and evening drinks in the lounge.',
		bedType: 'King',
		maxOccupancy: 2,
		priceFactor: 1.35,
		features: ['B5', 'E6', 'H1', 'N1'],
		inventory: 6,
	},
	{
		code: 'STE1',
		name: 'Executive Suite, 1 King, Sofa Bed',
		description: '62 m² suite with a separate living room, sofa bed and soaking tub.',
		bedType: 'King',
		maxOccupancy: 4,
		priceFactor: 1.9,
		features: ['C2', 'V9', 'B5', 'E6', 'E1', 'H1'],
		inventory: 3,
	},
]

const LUXURY_ROOMS: RoomTemplate[] = [
	{
		code: 'DLXK',
		name: 'Deluxe Room, 1 King',
		description: '45 m² room with a king bed, marble bathroom and city view.',
		bedType: 'King',
		maxOccupancy: 2,
		priceFactor: 1,
		features: ['V9', 'B5', 'E6', 'H1'],
		inventory: 10,
	},
	{
		code: 'PRMT',
		name: 'Premier Room, 2 Double',
		description: '50 m² room with two double beds and a sitting area.',
		bedType: 'Two Double',
		maxOccupancy: 4,
		priceFactor: 1.12,
		features: ['C2', 'F2', 'Y2', 'L2'],
		inventory: 8,
	},
	{
		code: 'CLBK',
		name: 'Club Level Room, 1 King',
		description: '48 m² room with access to the Club Lounge and its five daily presentations.',
		bedType: 'King',
		maxOccupancy: 2,
		priceFactor: 1.45,
		features: ['V9', 'E6', 'E1', 'H1', 'N1'],
		inventory: 5,
	},
	{
		code: 'SUIT',
		name: 'One-Bedroom Suite, 1 King',
		description: '95 m² suite with a living room, dining area and butler service.',
		bedType: 'King',
		maxOccupancy: 3,
		priceFactor: 2.4,
		features: ['C2', 'B5', 'E6', 'E1', 'H1'],
		inventory: 2,
	},
]

export const roomTemplatesOf = (property: SeedProperty): RoomTemplate[] => (isLuxuryBrand(property.brand) ? LUXURY_ROOMS : FLAGSHIP_ROOMS)

export function roomRows(property: SeedProperty): Array<typeof rooms.$inferInsert> {
	return roomTemplatesOf(property).map((room, index) => ({
		propertyId: property.id,
		code: room.code,
		name: room.name,
		description: room.description,
		bedType: room.bedType,
		maxOccupancy: room.maxOccupancy,
		isSleepingRoom: true,
		position: index + 1,
		inventory: room.inventory,
	}))
}

export function roomFeatureRows(property: SeedProperty): Array<typeof roomFeatures.$inferInsert> {
	return roomTemplatesOf(property).flatMap((room) => room.features.map((featureCode) => ({ propertyId: property.id, roomCode: room.code, featureCode })))
}
