import type { AppLoadContext } from '@remix-run/node'
import { defaultGuestCountry } from '#app/models/guest-countries.ts'
import { addressLists } from '#app/services/address-lookups.server.ts'
import { cardProblemOf } from '#app/models/card-step.ts'
import { countryOfLanguage } from '#app/models/visitor-country.ts'
import { localizePath } from '#app/models/locale.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { TOP_UP_PATH } from '#app/models/reservation-pages.ts'
import { pointsPrice, pointsToCover } from '#app/models/points-purchase.ts'
import { logger } from '#app/services/logger.server.ts'
import { loadRedemptionPanel } from '#app/services/redemption-panel.server.ts'
import { insuranceOffer } from '#app/services/travel-insurance.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { numberFormat } from '#app/models/intl-formats.ts'
import { guestTitles, memberDetailsForGuest, savedCards } from '#app/services/booking-cart.server.ts'

// What a page with the guest-details form adds to the layout's cart (guest information,
// and guest information with the review): the member's profile, the insurance offer and
// the redemption figures and the form's country and state lists, read side by side.

/** here: the page's own path, where buying the missing points comes back to. */
export async function guestDetailsPageData(request: Request, context: AppLoadContext, here: string) {
	const visitor = await getVisitor(request, context)
	const [redemption, member, insurance, lists, savedCards, titles] = await Promise.all([
		loadRedemptionPanel(request, context),
		memberProfile(visitor),
		insuranceOffer(request, context),
		addressLists(visitor.upstream),
		savedCardsOf(visitor),
		userTitlesOf(visitor),
	])
	const toBuy = redemption && redemption.additionalPointsRequired > 0 && redemption.canBuyPoints ? pointsToCover(redemption.additionalPointsRequired) : null
	return {
		redemption,
		// The form's buy-points consent (default on): what buying the missing points costs.
		pointsToBuy: toBuy ? { points: numberFormat(visitor.locale).format(toBuy), price: pointsPrice(toBuy, visitor.locale) } : null,
		// A points stay the balance does not cover: buy what is missing, then come back here.
		topUpHref:
			redemption && redemption.additionalPointsRequired > 0 && redemption.canBuyPoints
				? localizePath(`${TOP_UP_PATH}?${new URLSearchParams({ points: String(redemption.additionalPointsRequired), returnTo: here })}`, visitor.locale)
				: null,
		member,
		insurance,
		// A signed-in member pays with a saved card, or keeps a new one (spec 001 §7 payment methods).
		savedCards,
		canSaveCard: visitor.state === 'member',
		country: defaultGuestCountry(countryOfLanguage(request.headers.get('accept-language'))),
		countries: lists.countries,
		// The name titles the guest may give (user title); none offered when the platform cannot say.
		titles,
		stateGroups: lists.stateGroups,
		// Back from the payment service without a card: why, said in the payment part (`card`, one of ours).
		cardProblem: cardProblemOf(new URL(request.url).searchParams.get('card')),
		// Joining while booking is offered to a guest who is not a member (nor a remembered one).
		canJoin: visitor.state === 'guest',
		// So is a member's number, to earn their points without signing in (lookup rewards).
		canAddRewardsNumber: visitor.state === 'guest',
		// Spec 001 §1: a remembered member, not signed in, books a non-member rate as a guest,
		// with the details filled in from their account and a way to sign in instead.
		remembered: visitor.state === 'remembered' ? { name: visitor.name ?? '', signInHref: signInHref(here, visitor.locale) } : null,
	}
}

/** A signed-in or remembered member's name and e-mail for the form; without them the guest types them. */
async function memberProfile(visitor: Visitor) {
	// A remembered member's token reads their profile too (the platform accepts it for their own data).
	if ((visitor.state !== 'member' && visitor.state !== 'remembered') || !visitor.customerId) return null
	try {
		const member = await memberDetailsForGuest(visitor.customerId, visitor.upstream)
		return member ? { givenName: member.profile.givenName, surname: member.profile.surname, email: member.profile.email } : null
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('guest information: no member profile', { code: error.code })
		return null
	}
}

/** A signed-in member's saved cards; none for anyone else, or when the platform cannot say (the card fields remain). */
async function savedCardsOf(visitor: Visitor) {
	if (visitor.state !== 'member') return []
	try {
		return await savedCards(visitor.upstream)
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('guest information: no saved cards', { code: error.code })
		return []
	}
}

/** The platform's name titles in the visitor's language; none (the form then asks for no title) when it cannot say. */
async function userTitlesOf(visitor: Visitor) {
	try {
		return await guestTitles(visitor.upstream)
	} catch (error) {
		if (error instanceof UpstreamError) return []
		throw error
	}
}
