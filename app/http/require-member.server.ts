import type { AppLoadContext } from '@remix-run/node'
import { stripSubDirectory } from '#app/models/locale.ts'
import { secondFactorHref } from '#app/models/second-factor.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { redirectFor } from './redirects.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'

// The one guard that answers HTTP from outside a route (STYLE.md: "Guards at the top of a
// loader throw"): a page or action for members sends anyone else to sign in, and back.

type Options = {
	/** Where signing in comes back to; this request's own address unless told. */
	returnTo?: string
	/** A remembered member may act too (spec 000 §4: saving a hotel). */
	remembered?: boolean
}

/** The member making this request; anyone else is thrown a redirect to sign-in (303 after a post). */
export async function requireMember(request: Request, context: AppLoadContext, { returnTo, remembered = false }: Options = {}): Promise<Visitor> {
	const visitor = await getVisitor(request, context)
	const url = new URL(request.url)
	const back = returnTo ?? `${stripSubDirectory(url.pathname)}${url.search}`
	// The password was right, the code is still to come: nobody acts as a member yet, not even a remembered one (docs/decisions/020).
	if (visitor.secondFactor) throw redirectFor(request, secondFactorHref(back, visitor.locale))
	if (visitor.state === 'member' || (remembered && visitor.state === 'remembered')) return visitor
	throw redirectFor(request, signInHref(back, visitor.locale))
}
