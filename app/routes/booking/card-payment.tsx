import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { cardSessionIdOf, finishedReturnOf } from '#app/models/card-step.ts'
import { localizePath } from '#app/models/locale.ts'
import { GUEST_INFO_PATH } from '#app/models/reservation-pages.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { paymentServiceOrigin } from '#app/services/env.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { cardFrameSource } from '#app/services/payment-service.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'

// Our payment step with JavaScript (docs/decisions/010-card-form.md): the payment service's
// card form in a frame of its own origin, so the guest stays on our page while the card
// goes to the service alone. When the frame says it is finished (a token, or why none),
// the guest goes to our return address, as the whole-page flow's 303 would take them.
// The layout has checked the session and the cart.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const sessionId = cardSessionIdOf(new URL(request.url).searchParams.get('session'))
	// No card session to frame: the guest-details form opens one.
	if (!sessionId) throw redirectFor(request, localizePath(GUEST_INFO_PATH, locale))
	const t = translatorFor(locale)
	return json({
		title: t('reservation.pageTitle', { name: t('booking.cardStep.title'), site: t('site.name') }),
		frameSource: cardFrameSource(sessionId),
		paymentOrigin: paymentServiceOrigin(),
	})
}

export default function CardPaymentPage() {
	const { t } = useBookingTranslation()
	const { frameSource, paymentOrigin } = useLoaderData<typeof loader>()
	const frame = useRef<HTMLIFrameElement>(null)
	useEffect(() => {
		// Only the service's answer, from this frame, to our own return address, moves the guest on.
		const onMessage = (event: MessageEvent) => {
			if (event.origin !== paymentOrigin || event.source !== frame.current?.contentWindow) return
			const next = finishedReturnOf(event.data, window.location.origin)
			if (next) window.location.assign(next)
		}
		window.addEventListener('message', onMessage)
		return () => window.removeEventListener('message', onMessage)
	}, [paymentOrigin])
	return (
		<div className="card-payment">
			<h1>{t('booking.cardStep.title')}</h1>
			<p>{t('booking.cardStep.intro')}</p>
			<iframe ref={frame} src={frameSource} title={t('booking.cardStep.frame')} className="card-payment__frame" />
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
