import { Suspense } from 'react'
import type { Field } from '../form-fields.tsx'
import { JoinWhileBooking, RewardsNumberField } from '../guest-details-parts.tsx'

type Props = {
	fields: Record<'rewardsNumber' | 'joinNow' | 'password' | 'smsPhone', Field>
	errorOf: (field: Field) => string | undefined
	/** A guest who is not signed in may give a member's number, so the stay earns that member's points. */
	canAddRewardsNumber: boolean
	/** A guest who is not a member may join while booking. */
	canJoin: boolean
	/** New with every answer of the server, so the password starts empty after every refusal. */
	refusalKey: string
}

/** The loyalty programme, for a guest who is not signed in: a member's number to earn on, or joining now. Each part is fetched only when shown. */
export function JoiningPart({ fields, errorOf, canAddRewardsNumber, canJoin, refusalKey }: Props) {
	return (
		<>
			{canAddRewardsNumber ? (
				<Suspense fallback={null}>
					<RewardsNumberField field={fields.rewardsNumber} error={errorOf(fields.rewardsNumber)} />
				</Suspense>
			) : null}
			{canJoin ? (
				<Suspense fallback={null}>
					<JoinWhileBooking key={`join-${refusalKey}`} joinNow={fields.joinNow} password={fields.password} smsPhone={fields.smsPhone} errorOf={errorOf} />
				</Suspense>
			) : null}
		</>
	)
}
