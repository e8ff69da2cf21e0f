import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { brandLandingOf, type BrandLanding } from '#app/models/brand-landing.ts'
import { loadBrandLanding } from '#app/routes/brands/brand-landing.server.ts'
import { BrandLandingPage } from '#app/ui/brand-landing-page.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The Bulgari's partner entry point (spec 001 §1 "Partner sites /ritz and /bulgari").
const landing = brandLandingOf('BG') as BrandLanding

export const loader = (args: LoaderFunctionArgs) => loadBrandLanding(args, landing)

export default function BulgariLanding() {
	return <BrandLandingPage {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
