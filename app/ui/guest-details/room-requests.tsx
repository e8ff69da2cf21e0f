import { HOUSEKEEPING_CODES } from '#app/models/housekeeping.ts'
import { ARRIVAL_TIMES, ROOM_REQUEST_CODES } from '#app/models/room-requests.ts'
import { useBookingTranslation } from '../messages/booking.ts'
import { type Field, SelectField, TextField } from '../form-fields.tsx'
import { ChoiceGroup } from '../form-fields/choices.tsx'

type Props = {
	fields: Record<'arrivalTime' | 'requestCodes' | 'housekeeping' | 'travelAgentNumber' | 'comments', Field>
	errorOf: (field: Field) => string | undefined
	/** What the held room offers that a guest may ask for (spec 001 §9 feature codes). */
	preferences: ReadonlyArray<{ code: string; description: string }>
	/** Whether the hotel's brand offers the housekeeping choice (spec 001 §6). */
	housekeeping: boolean
}

/** The guest's requests (spec 001 §5, §6): when they arrive, what the room should have, housekeeping, their travel agent, a note. */
export function RoomRequests({ fields, errorOf, preferences, housekeeping }: Props) {
	const { t } = useBookingTranslation()
	return (
		<fieldset id="requests" className="guest-details__part">
			<legend>{t('booking.details.requestsHeading')}</legend>
			<SelectField
				field={fields.arrivalTime}
				label={t('booking.details.arrivalTime')}
				error={errorOf(fields.arrivalTime)}
				options={[{ value: '', label: t('booking.details.arrivalUnknown') }, ...ARRIVAL_TIMES.map((time) => ({ value: time, label: time }))]}
			/>
			{/* The requests and the room's own preferences are one field; its message is said under the first group. */}
			<ChoiceGroup
				field={fields.requestCodes}
				legend={t('booking.details.specialRequests')}
				type="checkbox"
				className="guest-details__choices"
				error={errorOf(fields.requestCodes)}
				choices={ROOM_REQUEST_CODES.map((code) => ({ value: code, label: t(`booking.requests.${code}`) }))}
			/>
			{preferences.length ? (
				<ChoiceGroup
					field={fields.requestCodes}
					legend={t('booking.details.preferences')}
					type="checkbox"
					className="guest-details__choices"
					choices={preferences.map(({ code, description }) => ({ value: code, label: description }))}
				/>
			) : null}
			{housekeeping ? (
				<ChoiceGroup
					field={fields.housekeeping}
					legend={t('booking.details.housekeeping')}
					type="radio"
					className="guest-details__choices"
					error={errorOf(fields.housekeeping)}
					choices={['', ...HOUSEKEEPING_CODES].map((code) => ({ value: code, label: t(`booking.housekeeping.${code || 'none'}`) }))}
				/>
			) : null}
			<TextField field={fields.travelAgentNumber} label={t('booking.details.travelAgentNumber')} error={errorOf(fields.travelAgentNumber)} />
			<TextField field={fields.comments} label={t('booking.details.comments')} error={errorOf(fields.comments)} rows={3} />
		</fieldset>
	)
}
