import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRouteLoaderData } from '@remix-run/react'
import { getLocale, translatorFor } from '#app/services/i18n.server.ts'
import { ErrorPage } from '#app/ui/error-page.tsx'
import type { RootLoaderData } from '#app/root.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The generic error page (spec 000 §2 /error), where the platform or another page sends
// a visitor when something failed. The page itself worked, so it answers 200; the
// request id lets customer care find this visit in the logs.
export async function loader({ request }: LoaderFunctionArgs) {
	const t = translatorFor(await getLocale(request))
	return { title: `${t('errors.errorTitle')} | ${t('site.name')}` }
}

export default function GenericErrorPage() {
	const root = useRouteLoaderData<RootLoaderData>('root')
	return <ErrorPage kind="error" requestId={root?.requestId} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
