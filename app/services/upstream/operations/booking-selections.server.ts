// The selection sets the booking documents share: a product (room × rate) reads the same
// in a product search and in a cart, so the two can never drift apart.

export const MONEY = 'value valueDecimalPoint currency'
export const STATUS = 'status { httpStatus code errors { message field id details } warnings { message field id details } }'
/** What a room is, without its pictures (the room-features query needs no images). */
export const ROOM_FACTS = /* GraphQL */ `
	code
	name
	description
	bedType
	maxOccupancy
	isSleepingRoom
	features { code description categories }
	attributes { category { code description } }
`
export const ROOM = `${ROOM_FACTS} images { url caption }`
export const RATE_PLAN = 'code name description tab specialRateType isMemberRate isPrepay isRedemption cancellationPolicy guaranteeType depositType'
export const PRODUCT = /* GraphQL */ `
	id
	room { ${ROOM} }
	ratePlan { ${RATE_PLAN} }
	averageNightlyRate { ${MONEY} }
	wasNightlyRate { ${MONEY} }
	nightly { date amount { ${MONEY} } }
	totalBeforeTaxes { ${MONEY} }
	totalTaxes { ${MONEY} }
	totalWithTaxes { ${MONEY} }
	pointsPerNight
	totalPoints
	roomsLeft
`
