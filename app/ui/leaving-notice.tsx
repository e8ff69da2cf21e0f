import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BRAND_NOTICE_MAX_AGE_SECONDS, type LeavingNotice } from '#app/models/leaving-notice.ts'
import { useBrandName } from './use-brand-name.ts'

type Props = {
	notice: LeavingNotice
	/** The way back: a link on the notice page, a button that closes the modal. */
	back: ReactNode
}

/**
 * What the leaving notice says, the same on its page and in its modal: the guest is
 * leaving for the brand's site (its host named), and Continue is remembered. Continue is
 * a plain POST (reloadDocument): its 303 takes the browser to the brand's site.
 */
export function LeavingNoticeContent({ notice, back }: Props) {
	const { t } = useTranslation()
	const brand = useBrandName(notice.brand)
	return (
		<div className="leaving-notice">
			<p>{t('leavingNotice.body', { brand })}</p>
			<p>{t('leavingNotice.site', { site: notice.site })}</p>
			<p>{t('leavingNotice.remembered', { brand, hours: BRAND_NOTICE_MAX_AGE_SECONDS / 3600 })}</p>
			<Form method="post" action={notice.action} reloadDocument className="leaving-notice__actions">
				<input type="hidden" name="propertyCode" value={notice.propertyCode} />
				<input type="hidden" name="link" value={notice.link} />
				<button type="submit">{t('leavingNotice.continue', { brand })}</button>
				{back}
			</Form>
		</div>
	)
}
