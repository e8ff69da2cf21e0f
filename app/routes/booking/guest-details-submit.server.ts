import { randomUUID } from 'node:crypto'
import { json, type AppLoadContext } from '@remix-run/node'
import { SECRET_FIELDS, guestDetailsSchema, savedCardChosen, type GuestDetails } from '#app/models/guest-details-schema.ts'
import { mobileNumberProblem } from '#app/models/phone-number.ts'
import { CARD_FRAME_FIELD, CARD_STEP_PAGES, cardFramePath, cardReturnPath, type CardStepPage } from '#app/models/card-step.ts'
import { KEPT_CARD } from '#app/models/payment-card.ts'
import { isPrepaid } from '#app/models/reservation-pages.ts'
import { stateCodeOf } from '#app/models/subdivisions.ts'
import { localizePath } from '#app/models/locale.ts'
import { TOP_UP_PATH } from '#app/models/reservation-pages.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { CARD_NOT_ACCEPTED, PAYMENT_DECLINED } from '@meridian/upstream-contract/order.ts'
import { parseSubmission } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { rememberedBooking, rememberNewMember } from '#app/services/booking-session.server.ts'
import { CartExpired, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { openCardSession } from '#app/services/payment-service.server.ts'
import { sealedPassword } from '#app/services/password-encryption.server.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { loadRedemptionPanel } from '#app/services/redemption-panel.server.ts'
import { findRewardsMember, RewardsLookupLimited } from '#app/services/rewards-lookup.server.ts'
import { payWithSavedCard, readBookingCart, setStayingGuest, type Refusal } from '#app/services/booking-cart.server.ts'
import { joinWithStay } from '#app/services/placed-order.server.ts'

// The guest-details form of the guest-information page (spec 001 §3, §5): checked here,
// then the guest goes onto the cart (and a member's saved card to the platform's payment
// operation), side by side. A new card is typed next, on the payment service's own page:
// the guest goes there with everything else kept on the cart (docs/decisions/010-card-form.md).
// A refusal is a 400 with the message next to its field and every value kept but a password. A guest's
// Meridian Rewards number is looked up first (with the last name, limited per address):
// the cart carries it only when it is a member's.

type Reply = ReturnType<ReturnType<typeof parseSubmission>['reply']>

const failed = { source: 'API_ERROR', component: 'guestInfo.details' } as const

/** `page`: the page of the form, which says where accepted details lead (the review, or the page itself when it shows the review too). */
export async function submitGuestDetails(request: Request, context: AppLoadContext, formData: FormData, page: CardStepPage = 'guestInfo') {
	const { next } = CARD_STEP_PAGES[page]
	const visitor = await getVisitor(request, context)
	if (visitor.sessionExpired) throw await reservationFailure(new SessionExpired(failed), request, context)
	const booking = await rememberedBooking(request, context).catch((error: unknown) => reservationFailure(error, request, context))
	if (booking instanceof Response) throw booking
	if (!booking) throw await reservationFailure(new CartExpired(failed), request, context)
	let submission: ReturnType<typeof parseSubmission> | null = null
	try {
		// A member's points stay: the figures say whether the balance covers it (null otherwise).
		const [cart, redemption] = await Promise.all([readBookingCart(booking.cartId, visitor.upstream), loadRedemptionPanel(request, context)])
		// A stay paid in points has nothing to charge: the hotel holds it without a card.
		const needsPayment = cart.totalPoints == null
		const schema = guestDetailsSchema({ locale: visitor.locale, needsPayment, prepay: isPrepaid(cart), signedIn: visitor.state === 'member' })
		const parsed = parseSubmission(formData, schema, { disableAutoCoercion: true })
		submission = parsed
		if (parsed.status !== 'success') return refused(parsed.reply({ hideFields: [...SECRET_FIELDS] }))

		// The member number is a guest's to give: a member's own applies already.
		const details = { ...parsed.value, rewardsNumber: visitor.state === 'guest' ? parsed.value.rewardsNumber : '' }
		// Spec 001 §1 redemption: the points a stay lacks are bought before it is booked, with
		// the guest's consent (the box is ticked at first), on the top-up page.
		const missingPoints = !needsPayment && redemption ? redemption.additionalPointsRequired : 0
		if (missingPoints > 0 && !redemption?.canBuyPoints) return refused(parsed.reply({ formErrors: ['pointsCannotBeBought'], hideFields: [...SECRET_FIELDS] }))
		if (missingPoints > 0 && !details.buyPoints)
			return refused(parsed.reply({ fieldErrors: { buyPoints: ['buyPointsRequired'] }, hideFields: [...SECRET_FIELDS] }))
		const rewardsRefused = await rewardsNumberRefusal(visitor, details)
		if (rewardsRefused) {
			const { message, ...init } = rewardsRefused
			return refused(parsed.reply({ fieldErrors: { rewardsNumber: [message] }, hideFields: [...SECRET_FIELDS] }), init)
		}
		// Joining is for a guest: a member who ticks the box already is one.
		const joining = details.joinNow && visitor.state === 'guest'
		const savedCard = needsPayment && savedCardChosen(details.paymentMethodId)
		const [guest, payment, joined] = await Promise.all([
			setStayingGuest(cart.id, guestOf(details), visitor.upstream),
			savedCard ? payWithSavedCard(cart.id, details.paymentMethodId, visitor.upstream) : null,
			joining ? join(details, cart.id, visitor.upstream) : null,
		])
		const refusal = [guest, payment].find((outcome): outcome is Refusal => outcome !== null && !outcome.ok)
		const answerOf = (field: string, message: string) => (field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] })
		if (refusal) return refused(parsed.reply({ ...answerOf(fieldOf(refusal), messageOf(refusal)), hideFields: [...SECRET_FIELDS] }))
		if (joined && !joined.ok) return refused(parsed.reply({ ...answerOf(...joinRefusal(joined, details.countryCode)), hideFields: [...SECRET_FIELDS] }))
		if (joined?.ok) await rememberNewMember(request, context, joined.memberNumber)
		if (missingPoints > 0) {
			const topUp = `${TOP_UP_PATH}?${new URLSearchParams({ points: String(missingPoints), returnTo: next })}`
			return redirectFor(request, localizePath(topUp, visitor.locale))
		}
		// A new card: typed on the payment service's page, which sends the guest back here with a token.
		const keepsCard = details.paymentMethodId === KEPT_CARD && cart.payment
		if (needsPayment && !savedCard && !keepsCard) {
			const returnUrl = new URL(localizePath(cardReturnPath(page, details.saveCard && visitor.state === 'member'), visitor.locale), request.url).href
			const acceptedCards = cart.property.paymentInformation.acceptedCards
			const session = await openCardSession({ reference: cart.id, returnUrl, acceptedCards }, visitor.upstream)
			// With JavaScript the card form is framed in our payment step; without, it is the service's whole page.
			if (formData.get(CARD_FRAME_FIELD) === 'on') return redirectFor(request, localizePath(cardFramePath(session.id), visitor.locale))
			return redirectFor(request, session.href)
		}
		return redirectFor(request, localizePath(next, visitor.locale))
	} catch (error) {
		// A platform that fails now loses nothing the guest typed (but the card): the form
		// comes back with them and says to try again. The client has logged the failure.
		if (submission && isOutage(error)) {
			return json({ result: submission.reply({ formErrors: ['unavailable'], hideFields: [...SECRET_FIELDS] }), answerId: randomUUID() }, { status: 503 })
		}
		throw await reservationFailure(error, request, context, booking.rateListSearch)
	}
}

/** Join now with the form's details; the password goes sealed, as at sign-in. */
async function join(details: GuestDetails, cartId: string, ctx: UpstreamContext) {
	const sealed = await sealedPassword(details.password, ctx)
	const input = {
		givenName: details.givenName,
		surname: details.surname,
		email: details.email,
		countryCode: details.countryCode,
		smsPhone: details.smsPhone || null,
		cartId,
	}
	return joinWithStay({ ...input, ...sealed }, ctx)
}

/** Where the platform's refusal of a join is said, and with which message. */
function joinRefusal(refusal: Refusal, countryCode: string): [string, string] {
	if (refusal.code === 'email.duplicate.account') return ['email', 'emailDuplicateError']
	switch (refusal.field) {
		case 'password':
			return ['password', 'passwordStrength']
		case 'smsPhone':
			return ['smsPhone', mobileNumberProblem({ country: countryCode })]
		case 'countryCode':
			return ['joinNow', 'joinNotAvailable']
	}
	return ['joinNow', 'joinFailed']
}

const isOutage = (error: unknown) => error instanceof UpstreamError && !(error instanceof SessionExpired || error instanceof CartExpired)

const refused = (result: Reply, init: ResponseInit = { status: 400 }) => json({ result, answerId: randomUUID() }, init)

/** Why a guest's member number is not taken (lookup rewards): no member's with this last name, or too many tried from this address; null when it is. */
async function rewardsNumberRefusal(visitor: Visitor, details: GuestDetails) {
	if (!details.rewardsNumber) return null
	try {
		const member = await findRewardsMember(visitor, details.rewardsNumber, details.surname)
		return member ? null : { message: 'rewardsNumberNotFound', status: 400 }
	} catch (error) {
		if (!(error instanceof RewardsLookupLimited)) throw error
		return { message: 'tooManyRewardsLookups', status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } }
	}
}

function guestOf(details: GuestDetails) {
	return {
		title: details.nameTitle || null,
		givenName: details.givenName,
		surname: details.surname,
		email: details.email,
		phone: details.phone,
		address: {
			line1: details.line1 || null,
			line2: details.line2 || null,
			city: details.city || null,
			stateProvinceCode: stateCodeOf(details.stateProvinceCode) || null,
			postalCode: details.postalCode || null,
			countryCode: details.countryCode,
		},
		arrivalTime: details.arrivalTime,
		comments: details.comments,
		// The housekeeping preference travels as its code among the requests (spec 001 §9).
		requestCodes: details.housekeeping ? [...details.requestCodes, details.housekeeping] : details.requestCodes,
		travelAgentNumber: details.travelAgentNumber,
		travelInsurance: details.travelInsurance,
		// The platform books a prepaid rate only with this consent (the schema required it for one).
		prepayConsent: details.prepayAcknowledged,
		// A guest's member number, found with this last name: the stay earns that member's points.
		memberNumber: details.rewardsNumber || null,
	}
}

// The platform names the field it refused by its own input names; the form's are the same
// except the address parts, which the platform nests under `address`. A field the form
// does not have is said at the top of the form.
function fieldOf(refusal: Refusal): string {
	if (refusal.code === PAYMENT_DECLINED || refusal.code === CARD_NOT_ACCEPTED || signInForSavedCard(refusal)) return 'paymentMethodId'
	if (refusal.field === 'memberNumber') return 'rewardsNumber'
	if (refusal.field === 'title') return 'nameTitle'
	const field = refusal.field?.replace(/^(?:input\.)?(?:address\.)?/, '') ?? ''
	return FORM_FIELDS.has(field) ? field : ''
}

const FORM_FIELDS = new Set([
	...['nameTitle', 'givenName', 'surname', 'email', 'phone', 'countryCode', 'line1', 'line2', 'city', 'stateProvinceCode', 'postalCode'],
	...['arrivalTime', 'comments', 'requestCodes', 'travelAgentNumber'],
	'paymentMethodId',
])

// The platform's own check of the same rule (the session was signed out meanwhile): said as the form says it.
const signInForSavedCard = (refusal: Refusal) => refusal.code === UPSTREAM_ERROR_CODES.unauthorized && refusal.field === 'paymentMethodId'

function messageOf(refusal: Refusal): string {
	if (refusal.code === PAYMENT_DECLINED) return 'paymentDeclined'
	if (refusal.code === CARD_NOT_ACCEPTED) return 'cardNotAccepted'
	if (signInForSavedCard(refusal)) return 'savedCardSignInRequired'
	if (refusal.field === 'paymentMethodId') return 'savedCardUnavailable'
	if (refusal.field === 'memberNumber') return 'rewardsNumberNotFound'
	if (refusal.field === 'title') return 'titleInvalid'
	return refusal.code === 'E_BAD_IATA' ? 'iataUnknown' : 'upstreamRefused'
}
