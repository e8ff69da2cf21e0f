import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SaveConfirmation } from '#app/models/state-change-on-get.ts'

/**
 * The one-button form a save-property link from another site shows instead of saving
 * (docs/decisions/009): a plain POST, so it works with JavaScript off.
 */
export function SaveConfirmationForm({ confirm, hotelName }: { confirm: SaveConfirmation; hotelName: string }) {
	const { t } = useTranslation()
	return (
		<Form method="post" action={confirm.action} reloadDocument className="save-confirmation">
			<p>{t(confirm.save ? 'hotel.confirmSave' : 'hotel.confirmUnsave', { name: hotelName })}</p>
			<input type="hidden" name="marshaCode" value={confirm.marshaCode} />
			<input type="hidden" name="save" value={String(confirm.save)} />
			<input type="hidden" name="returnTo" value={confirm.returnTo} />
			<button type="submit">{t(confirm.save ? 'hotel.confirmSaveButton' : 'hotel.confirmUnsaveButton')}</button>
		</Form>
	)
}
