import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useAccountTranslation } from '#app/ui/messages/account.ts'
import { PromotionCard } from '#app/ui/promotion-card.tsx'
import { promotionPage, registerPromotion } from './promotion.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// Promotions (spec 000 /promotion): the open ones, or one by its code, for anyone to read;
// a signed-in member registers for one here, anyone else signs in and comes back to it.

export const loader = ({ request, context }: LoaderFunctionArgs) => promotionPage(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => registerPromotion(request, context)

export default function PromotionPage() {
	const { t } = useAccountTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const shown = page.promotions.some((promotion) => promotion.code === answer?.code)
	// An answer about no promotion on this page (a code gone meanwhile) still needs saying.
	const stray = answer?.error && !shown ? t(`account.promotion.${answer.error}`) : null
	return (
		<div className="promotions">
			<h1>{t('account.promotion.title')}</h1>
			{stray ? (
				<p className="error-summary error-sev1" role="alert">
					{stray}
				</p>
			) : null}
			{page.notFound ? (
				<p>{t('account.promotion.notFound')}</p>
			) : page.single ? null : (
				<p>{t(page.promotions.length ? 'account.promotion.intro' : 'account.promotion.noneOpen')}</p>
			)}
			{page.promotions.map((promotion) => (
				<PromotionCard
					key={promotion.code}
					promotion={promotion}
					action={page.action}
					done={answer?.code === promotion.code ? (answer.done?.title ?? null) : null}
					error={answer?.code === promotion.code ? (answer.error ?? null) : null}
				/>
			))}
			{page.single ? (
				<p>
					<Link to={page.listHref}>{t('account.promotion.allPromotions')}</Link>
				</p>
			) : null}
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
