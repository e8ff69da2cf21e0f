// The spec's words for a failed call (spec 000 §8, spec 001 §7), by the call's component
// (the GraphQL operation or the REST call's name). A failure line starts with them, locally
// and on the platform's logger; the error a session or page-model call throws carries its
// own (spec 001 §7: "Session call failed", "Page Model call failed").

const LABELS: Readonly<Record<string, string>> = {
	PhoenixBookDTTHotelHeaderData: 'Error fetching data:',
	PhoenixBookHotelHeaderCustomerData: 'Error while fetching HotelHeader customer data',
	hotelHeaderCustomerData: 'Error while fetching HotelHeader customer data',
	PhoenixBookUpdateSaveProperties: 'Error while updating properties',
	pageModel: 'Page Model call failed',
}

/** The session service's calls are session.create, session.read, session.update, session.delete. */
const isSessionCall = (component: string) => component.startsWith('session.')

/** What the log line of a failed call starts with, or undefined when the spec names nothing. */
export function failureLabel(component: string): string | undefined {
	if (isSessionCall(component)) return 'Error with session route!'
	return LABELS[component]
}

/** The message of the error a failed call throws, where the spec gives one. */
export function thrownMessage(component: string): string | undefined {
	if (isSessionCall(component)) return 'Session call failed'
	if (component === 'pageModel') return 'Page Model call failed'
	return undefined
}
