// The selection sets the booking documents share: a product (room × rate) reads the same
// in a product search and in a cart, so the two can never drift apart.

export const MONEY = 'value valueDecimalPoint currency'
export const STATUS = 'status { httpStatus code errors { message field id details } warnings { message field id details } }'
export const ROOM = /* GraphQL */ `
	code
	name
	description
	bedType
	maxOccupancy
	isSleepingRoom
	features { code description categories }
	images { url caption }
	attributes { category { code description } }
`
export const RATE_PLAN = 'code name description tab specialRateType isMemberRate isPrepay isRedemption cancellationPolicy'
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
