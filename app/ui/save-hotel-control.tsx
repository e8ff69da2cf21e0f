import { Link, useFetcher } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'

type Save = { kind: 'guest'; href: string } | { kind: 'member'; saved: boolean; action: string; returnTo: string }

type Answer = { kind: string; saved: boolean | null }

/**
 * The save heart (spec 000 §4): a link to sign in for a guest; for a member a real form
 * that works without JavaScript and, with it, toggles in place — shown at once, and
 * put back if the platform refuses.
 */
export function SaveHotelControl({ hotelCode, hotelName, save }: { hotelCode: string; hotelName: string; save: Save }) {
	const { t } = useTranslation()
	const fetcher = useFetcher<Answer>()
	const hydrated = useHydrated()
	if (save.kind === 'guest') {
		return (
			<p className="save-hotel">
				<Link to={save.href} className="save-hotel__button" aria-label={t('hotel.saveLabel', { name: hotelName })}>
					<span aria-hidden="true">♡</span> {t('hotel.save')}
				</Link>
			</p>
		)
	}
	const pending = fetcher.formData?.get('save')
	const answered = fetcher.state === 'idle' && fetcher.data?.saved != null ? fetcher.data.saved : null
	const saved = pending != null ? pending === 'true' : (answered ?? save.saved)
	const refused = fetcher.state === 'idle' && fetcher.data && fetcher.data.kind !== 'done' && fetcher.data.kind !== 'unchanged'
	return (
		// data-answer: the platform's last answer, which the page's live region says (page-enhancements.tsx).
		<fetcher.Form method="post" action={save.action} className="save-hotel" data-answer={answered === null ? undefined : String(answered)}>
			<input type="hidden" name="marshaCode" value={hotelCode} />
			<input type="hidden" name="save" value={String(!saved)} />
			<input type="hidden" name="returnTo" value={save.returnTo} />
			{hydrated ? <input type="hidden" name="_js" value="1" /> : null}
			{hydrated ? <input type="hidden" name="hotelName" value={hotelName} /> : null}
			<button
				type="submit"
				className="save-hotel__button"
				aria-pressed={saved}
				aria-label={t(saved ? 'hotel.savedLabel' : 'hotel.saveLabel', { name: hotelName })}
			>
				<span aria-hidden="true">{saved ? '♥' : '♡'}</span> {t(saved ? 'hotel.saved' : 'hotel.save')}
			</button>
			{refused ? (
				<span role="status" className="save-hotel__message">
					{t(fetcher.data?.kind === 'too-many' ? 'hotel.saveLimit' : 'hotel.saveFailed')}
				</span>
			) : null}
		</fetcher.Form>
	)
}
