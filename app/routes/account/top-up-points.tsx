import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GUEST_INFO_PATH } from '#app/models/reservation-pages.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { TopUpForm } from '#app/ui/top-up-form.tsx'
import { buyTopUp, topUpPage } from './top-up.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Buy points for a stay being booked (spec 001 §2): back to guest information after.
export const loader = ({ request, context }: LoaderFunctionArgs) => topUpPage(request, context, { back: GUEST_INFO_PATH })
export const action = ({ request, context }: ActionFunctionArgs) => buyTopUp(request, context, { back: GUEST_INFO_PATH })

export default function TopUpPage() {
	const { t } = useBookingTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<div className="top-up">
			<h1>{t('booking.topUp.title')}</h1>
			<p>{page.balance === null ? t('booking.topUp.intro') : t('booking.topUp.balance', { points: page.balance })}</p>
			<TopUpForm
				action={page.action}
				returnTo={page.returnTo}
				points={page.points}
				choices={page.choices}
				problem={page.problem}
				lastResult={answer?.result ?? null}
			/>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
