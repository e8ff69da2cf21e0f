import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useMatches, useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from 'remix-i18next/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { subDirectoryOf, type Locale } from '#app/models/locale.ts'
import { getCookieSession } from '#app/services/session.server.ts'
import { commitCookieSession } from '#app/http/session-cookie.server.ts'
import { stylesheetSent } from '#app/http/stylesheet-cookie.server.ts'
import { loadSiteContent } from '#app/services/site-content.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { isFeatureEnabled } from '#app/services/upstream/feature-flags.server.ts'
import { SIGN_IN_OVERLAYS_FLAG } from '#app/models/sign-in-overlay.ts'
import { useNonce } from '#app/ui/nonce-provider.tsx'
import { SiteFooter } from '#app/ui/site-footer.tsx'
import { SiteHeader } from '#app/ui/site-header.tsx'
import { LiveRegion } from '#app/ui/live-announcer.tsx'
import { InlineStylesheet } from '#app/ui/inline-stylesheet.tsx'
import { MessageAreas } from '#app/ui/messages/message-areas.tsx'
import appStylesHref from '#app/ui/styles/app.css?url'

// The live region's words, the tag manager's consent event and the session-timeout clock
// (page-enhancements.tsx): after hydration, in a chunk of their own.
const PageEnhancements = lazy(() => import('#app/ui/page-enhancements.tsx'))

export const links: LinksFunction = () => [
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	// The site's one stylesheet: see SiteStylesheet.
]

/**
 * A route meant to sit in a frame (the sign-in overlays) asks for the bare layout: no
 * skip link, header or footer, and links that leave the frame. `layout` may depend on
 * the route's loader data, for a page that is framed only with some query.
 */
export type LayoutHandle = { layout?: 'bare' | ((data: unknown) => 'bare' | undefined) }

function useBareLayout() {
	return useMatches().some(({ handle, data }) => {
		const layout = (handle as LayoutHandle | undefined)?.layout
		return (typeof layout === 'function' ? layout(data) : layout) === 'bare'
	})
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const cookieSession = await getCookieSession(request)
	const notice = cookieSession.get('notice')
	// The page model: footer, link banner, banners, language lists (null when the platform fails).
	const [siteContent, overlays] = await Promise.all([
		loadSiteContent(request, visitor),
		// Spec 001 §6: with the setting off, the header's sign-in is a plain link to the page.
		isFeatureEnabled(SIGN_IN_OVERLAYS_FLAG, visitor.upstream),
	])
	const member = visitor.state === 'guest' ? null : { state: visitor.state, name: visitor.name ?? '', tier: visitor.tier, points: visitor.points }
	const data = {
		locale: visitor.locale,
		subDirectory: subDirectoryOf(visitor.locale),
		requestId: context.requestId,
		catalogueScript: context.catalogueScripts?.[visitor.locale],
		member,
		notice,
		siteContent,
		overlays,
		// Never sent this build's stylesheet: most likely nothing of the site is cached yet
		// (entry.server.tsx says when it was).
		inlineStylesheet: !(await stylesheetSent(request, appStylesHref)),
	}
	// Reading the one-time notice spends it. Only then a Response: under single fetch, Remix
	// reads a loader's Response back with response.json(), a JSON round trip every page paid.
	return notice ? json(data, { headers: { 'Set-Cookie': await commitCookieSession(request, cookieSession) } }) : data
}

export type RootLoaderData = typeof loader

// The page model is per page: a new path (not only a new query) asks for it again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
	defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	const { t, i18n } = useTranslation()
	const data = useRouteLoaderData<RootLoaderData>('root')
	const locale = (data?.locale ?? i18n.language) as Locale
	// Here, not in App, so that error pages follow a language change made in the browser.
	useChangeLanguage(locale)
	const bare = useBareLayout()
	const hydrated = useHydrated()
	return (
		<html lang={locale} dir={i18n.dir(locale)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<SiteStylesheet inline={data?.inlineStylesheet ?? false} nonce={nonce} />
				<Links />
				{/* The page's locale's messages, which the entry imports before it hydrates (load-catalogue.ts):
				    fetched with the page's other scripts once it has been painted (patches/@remix-run+react). */}
				{data?.catalogueScript ? <meta name="modulepreload" content={data.catalogueScript} /> : null}
				{bare ? <base target="_top" /> : null}
			</head>
			<body className={bare ? 'bare' : undefined}>
				{bare ? null : (
					<>
						<a className="skip-link" href="#main-content">
							{t('site.skipToContent')}
						</a>
						<SiteHeader
							locale={locale}
							member={data?.member ?? null}
							languageSelector={data?.siteContent?.languageSelector}
							overlays={data?.overlays ?? false}
						/>
					</>
				)}
				<main id="main-content" tabIndex={-1}>
					{data?.notice ? (
						<p className="notice" role="status">
							{t(data.notice)}
						</p>
					) : null}
					{children}
				</main>
				<LiveRegion />
				{hydrated ? (
					<Suspense fallback={null}>
						<PageEnhancements locale={locale} />
					</Suspense>
				) : null}
				{bare ? null : <SiteFooter locale={locale} content={data?.siteContent ?? null} requestId={data?.requestId} />}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
				<MessageAreas nonce={nonce} />
			</body>
		</html>
	)
}

/**
 * A browser never sent this build's stylesheet gets it inside the document: a phone on a
 * slow link paints without waiting for a second request (decision 027). The file is
 * fetched when the browser is idle (prefetch), so every later page links it from the
 * cache and a booking with JavaScript off pays its 6.5 KB once, not on each step. The
 * choice made at hydration stays: swapping one for the other later would leave the page
 * unstyled while the file loads.
 */
function SiteStylesheet({ inline: inlineAtFirst, nonce }: { inline: boolean; nonce: string }) {
	const [inline] = useState(inlineAtFirst)
	return inline ? (
		<>
			<InlineStylesheet nonce={nonce} />
			<link rel="prefetch" href={appStylesHref} as="style" />
		</>
	) : (
		<link rel="stylesheet" href={appStylesHref} />
	)
}

export default function App() {
	return <Outlet />
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
