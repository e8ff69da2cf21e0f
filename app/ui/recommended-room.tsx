import { Form } from '@remix-run/react'
import { CheckboxRow } from '#app/ui/form-fields.tsx'
import { useId } from 'react'
import type { RecommendedRoomView } from '#app/models/room-preference.ts'

type Props = {
	room: RecommendedRoomView
	/** The rate list's own address: the choice is a GET there. */
	action: string
	/** The current search, kept as hidden inputs so the choice changes nothing else. */
	hidden: ReadonlyArray<readonly [string, string]>
}

/**
 * "What matters most in your room?" (spec 001 §7 recommended product by preference): a
 * GET form, so it works without JavaScript, and the room the hotel recommends for the
 * choice with a link to its rate cards. Its words come translated with the loader's data.
 */
export function RecommendedRoom({ room, action, hidden }: Props) {
	const legendId = useId()
	return (
		<section className="recommended-room" aria-labelledby={legendId}>
			<Form method="get" action={action} preventScrollReset className="recommended-room__form">
				{hidden
					.filter(([name]) => name !== room.name)
					.map(([name, value], index) => (
						<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
					))}
				<fieldset>
					<legend id={legendId}>{room.legend}</legend>
					{room.choices.map((choice) => (
						<CheckboxRow
							key={choice.value}
							field={{ id: `${legendId}-${choice.value}`, name: room.name, errorId: '', initialValue: choice.checked ? choice.value : '' }}
							value={choice.value}
							label={choice.label}
						/>
					))}
				</fieldset>
				<button type="submit">{room.submit}</button>
			</Form>
			{room.result ? (
				<p className={`recommended-room__result recommended-room__result--${room.result.kind}`}>
					{room.result.text}
					{room.result.href ? (
						<>
							{' '}
							<a href={room.result.href}>{room.result.linkText}</a>
						</>
					) : null}
				</p>
			) : null}
		</section>
	)
}
