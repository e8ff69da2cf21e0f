import { useHydrated } from 'remix-utils/use-hydrated'
import { CARD_FRAME_FIELD } from '#app/models/card-step.ts'

/** Sent once the page's script runs: the card step may then be framed in our payment step (docs/decisions/010-card-form.md). */
export function CardFrameField() {
	return useHydrated() ? <input type="hidden" name={CARD_FRAME_FIELD} value="on" /> : null
}
