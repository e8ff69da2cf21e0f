// Accessibility announcements (spec 001 §4): one live region says what changed on the
// page without a reload. It starts polite, and goes off at the first Tab press, or at
// mouse movement once the page has loaded, so that a person finding their way around the
// page is not talked over. The spec is silent on what happens next; ours: a change the
// person asked for (a heart toggled, a currency chosen, a form refused) turns it polite
// again for that one message (docs/decisions/014-interactive-pieces.md).

export type LiveMode = 'polite' | 'off'
export type AnnouncerEvent = { kind: 'tab' } | { kind: 'mouse'; loaded: boolean } | { kind: 'announce' }

/** The region's mode after an event. */
export function nextLiveMode(mode: LiveMode, event: AnnouncerEvent): LiveMode {
	switch (event.kind) {
		case 'tab':
			return 'off'
		case 'mouse':
			return event.loaded ? 'off' : mode
		case 'announce':
			return 'polite'
	}
}

/** The live region's id: there is one, in the root layout. */
export const ANNOUNCER_ID = 'live-announcements'
/** A screen reader notices a change only after the region's mode is set: the message follows this long after. */
export const ANNOUNCE_DELAY_MS = 100
