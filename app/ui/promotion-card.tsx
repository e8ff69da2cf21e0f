import { Form, Link, useNavigation } from '@remix-run/react'
import type { PromotionState } from '#app/models/promotion.ts'
import { useAccountTranslation } from './messages/account.ts'

// One promotion on the promotions page (spec 000 /promotion), with what its visitor can do
// about it and the answer to their last try beside it. Nothing here needs JavaScript.

type PromotionView = {
	code: string
	title: string
	description: string
	stayDates: string | null
	state: PromotionState
	/** Where someone not signed in goes to register; null for a member, who registers here. */
	signInHref: string | null
}

export function PromotionCard({
	promotion,
	action,
	done,
	error,
}: {
	promotion: PromotionView
	action: string
	/** The title the platform answered for a registration just made. */
	done: string | null
	/** A key under account.promotion for a registration just refused. */
	error: string | null
}) {
	const { t } = useAccountTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get('code') === promotion.code
	const headingId = `promotion-${promotion.code}`
	return (
		<section aria-labelledby={headingId} className="promotion">
			<h2 id={headingId}>{promotion.title}</h2>
			<p>{promotion.description}</p>
			{promotion.stayDates ? <p>{t('account.promotion.stayDates', { dates: promotion.stayDates })}</p> : null}
			{done ? (
				<p className="notice" role="status">
					{t('account.promotion.done', { title: done })}
				</p>
			) : null}
			{error ? (
				<p className="error-summary error-sev1" role="alert">
					{t(`account.promotion.${error}`)}
				</p>
			) : null}
			{promotion.state === 'registered' ? (
				<p>
					<strong>{t('account.promotion.registered')}</strong>
				</p>
			) : promotion.state === 'closed' ? (
				// The refusal beside it says so already.
				error === 'closed' ? null : (
					<p>{t('account.promotion.closed')}</p>
				)
			) : promotion.signInHref ? (
				<p>
					<Link to={promotion.signInHref} aria-label={t('account.promotion.signInToRegisterLabel', { title: promotion.title })}>
						{t('account.promotion.signInToRegister')}
					</Link>
				</p>
			) : (
				<Form method="post" action={action}>
					<input type="hidden" name="intent" value="register" />
					<input type="hidden" name="code" value={promotion.code} />
					<button type="submit" disabled={submitting} aria-busy={submitting} aria-label={t('account.promotion.registerLabel', { title: promotion.title })}>
						{t('account.promotion.register')}
					</button>
				</Form>
			)}
		</section>
	)
}
