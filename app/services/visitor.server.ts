import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { Locale } from '#app/models/locale.ts'
import { TIERS, type Tier } from '#app/models/member-level.ts'
import { getLocale } from './i18n.server.ts'
import { getCookieSession } from './session.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { SessionExpired } from './upstream/errors.server.ts'
import { readSession } from './upstream/session.server.ts'

/** Who is asking, as spec 000 §4 names the authentication states. */
export type VisitorState = 'guest' | 'remembered' | 'member'

export type Visitor = {
	state: VisitorState
	locale: Locale
	requestId: string
	clientIp: string
	/** The platform's session id from our cookie, when the visitor has a live session. */
	sessionToken?: string
	/** The cookie named a session the platform no longer knows (idle too long). */
	sessionExpired: boolean
	customerId?: string
	/** "Given Surname" of a signed-in or remembered member. */
	name?: string
	tier?: Tier
	points?: number
	/** What every call to the platform on this visitor's behalf carries. */
	upstream: UpstreamContext
}

// What the app itself adds to the session at sign-in, so the header needs no extra call.
const MemberBadgeSchema = z.object({
	memberTier: z.enum(TIERS).optional(),
	memberPoints: z.number().int().optional(),
})

const visitors = new WeakMap<AppLoadContext, Promise<Visitor>>()

/** The visitor of this request, read from the platform's session once per request. */
export function getVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
	let visitor = visitors.get(context)
	if (!visitor) {
		visitor = readVisitor(request, context)
		visitors.set(context, visitor)
	}
	return visitor
}

async function readVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
	const locale = await getLocale(request)
	const base = { locale, requestId: context.requestId, clientIp: context.clientIp }
	const guest: Visitor = { ...base, state: 'guest', sessionExpired: false, upstream: { locale, requestId: context.requestId } }
	const sessionToken = (await getCookieSession(request)).get('sessionToken')
	if (!sessionToken) return guest

	const upstream: UpstreamContext = { locale, requestId: context.requestId, sessionToken }
	try {
		const { data } = await readSession(upstream)
		const badge = MemberBadgeSchema.safeParse(data)
		const member = { customerId: data.consumerID, name: data.memberName, ...(badge.success ? { tier: badge.data.memberTier, points: badge.data.memberPoints } : {}) }
		if (data.authenticated && data.accessToken) {
			return { ...base, ...member, state: 'member', sessionToken, sessionExpired: false, upstream: { ...upstream, accessToken: data.accessToken } }
		}
		if (data.rememberedUser && data.rememberToken) {
			return {
				...base,
				...member,
				state: 'remembered',
				sessionToken,
				sessionExpired: false,
				upstream: { ...upstream, accessToken: data.rememberToken, rememberMe: true },
			}
		}
		return { ...guest, sessionToken, upstream }
	} catch (error) {
		// An expired session makes a guest who may be told so; a platform that does not
		// answer makes a guest for this page (the client has logged it).
		return { ...guest, sessionExpired: error instanceof SessionExpired }
	}
}
