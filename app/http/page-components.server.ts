import type { TFunction } from 'i18next'
import type { AlertView, HotelAlertsData } from '#app/models/page-components.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { recommendedRoomHref, ROOM_PREFERENCE_PARAM, ROOM_PREFERENCES, type RecommendedRoomView, type RoomPreference } from '#app/models/room-preference.ts'
import type { RateCardView } from '#app/models/rate-card.ts'
import { hotelAlertsFor, hotelOverviewComponents, recommendedRoomFor } from '#app/services/page-components.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'

// The page components' data with their words, as the hotel overview and the rate list
// hand them to app/ui: the labels are translated here, on the server, so the components
// bring no message catalogue to the browser.

function alertsData(t: TFunction, alerts: AlertView[]): HotelAlertsData {
	return {
		label: t('pageComponents.alerts.label'),
		items: alerts.map((alert) => ({ ...alert, severityLabel: t(`pageComponents.alerts.severity.${alert.severity}`) })),
	}
}

/** The hotel alerts of a booking page's hotel area; none when the platform has none or fails. Never rejects. */
export async function hotelAlertsData(visitor: Visitor, propertyCode: string): Promise<HotelAlertsData> {
	return alertsData(translatorFor(visitor.locale), await hotelAlertsFor(visitor, propertyCode))
}

/** The hotel overview's alerts, hero banner, social proof and personalised offer; each null (or empty) when it has nothing to show. Never rejects. */
export async function hotelOverviewComponentsData(request: Request, visitor: Visitor, propertyCode: string) {
	const t = translatorFor(visitor.locale)
	const components = await hotelOverviewComponents(visitor, propertyCode, new URL(request.url).pathname)
	const proof = components.socialProof
	return {
		alerts: alertsData(t, components.alerts),
		heroBanner: components.heroBanner ? { label: t('pageComponents.heroBanner.label'), ...components.heroBanner } : null,
		socialProof: proof
			? {
					label: t('pageComponents.socialProof.label'),
					lines: [
						proof.viewersNow === null ? null : t('pageComponents.socialProof.viewersNow', { count: proof.viewersNow }),
						proof.bookedToday === null ? null : t('pageComponents.socialProof.bookedToday', { count: proof.bookedToday }),
					].filter((line): line is string => line !== null),
				}
			: null,
		personalised: components.personalised ? { label: t('pageComponents.personalised.label'), ...components.personalised } : null,
	}
}

/** What the rate list shows for a preference: the room and its link, that there is none, or nothing (no preference, or its call failed). */
export type RecommendedRoomOutcome = { kind: 'found'; text: string; roomTypeCode: string } | { kind: 'none'; text: string } | null

/** The recommended room for the rate list's preference, asked for at once beside the search. Never rejects. */
export async function recommendedRoomData(visitor: Visitor, propertyCode: string, preference: RoomPreference | null): Promise<RecommendedRoomOutcome> {
	if (!preference) return null
	const t = translatorFor(visitor.locale)
	const outcome = await recommendedRoomFor(visitor, propertyCode, preference)
	if (!outcome) return null
	const { room } = outcome
	if (!room) return { kind: 'none', text: t('pageComponents.recommendedRoom.none') }
	return { kind: 'found', text: t('pageComponents.recommendedRoom.found', { name: room.name, description: room.description }), roomTypeCode: room.roomTypeCode }
}

/** The preference form's words and the recommendation, with its link to the room's first rate card on this list. */
export function recommendedRoomView(
	locale: Visitor['locale'],
	preference: RoomPreference | null,
	outcome: RecommendedRoomOutcome,
	cards: readonly RateCardView[],
): RecommendedRoomView {
	const t = translatorFor(locale)
	return {
		name: ROOM_PREFERENCE_PARAM,
		legend: t('pageComponents.recommendedRoom.legend'),
		submit: t('pageComponents.recommendedRoom.submit'),
		choices: ROOM_PREFERENCES.map((value) => ({ value, label: t(`pageComponents.recommendedRoom.choices.${value}`), checked: value === preference })),
		result: outcome
			? {
					kind: outcome.kind,
					text: outcome.text,
					href: outcome.kind === 'found' ? recommendedRoomHref(cards, outcome.roomTypeCode) : null,
					linkText: t('pageComponents.recommendedRoom.link'),
				}
			: null,
	}
}
