import type { TFunction } from 'i18next'
import type { AlertView, HotelAlertsData } from '#app/models/page-components.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { hotelAlertsFor, hotelOverviewComponents } from '#app/services/page-components.server.ts'
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
