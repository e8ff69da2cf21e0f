import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { json, type AppLoadContext } from '@remix-run/node'
import { ONE_TIME_CODE_ERRORS } from '@meridian/upstream-contract/contract.ts'
import { defaultGuestCountry, guestCountries } from '#app/models/guest-countries.ts'
import { localizePath } from '#app/models/locale.ts'
import { tierOf } from '#app/models/member-level.ts'
import { conversionChoices, milesFor, nightsToSilver, partnerAccountsShown, phoneNudge } from '#app/models/member-profile.ts'
import { conversionRefusal, conversionSchema, earningPreferenceSchema, phoneCodeSchema, profileEditSchema } from '#app/models/member-profile-schema.ts'
import { PROMOTION_PATH } from '#app/models/promotion.ts'
import { propertyCodeFrom } from '#app/models/property-code.ts'
import { countryOfLanguage } from '#app/models/visitor-country.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { requireMember } from '#app/http/require-member.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { saveProperty } from '#app/services/save-property.server.ts'
import { eventContext, trackEvent } from '#app/services/upstream/data-layer.server.ts'
import { changeEarningPreference, memberProfile, pointsToMiles, saveProfileChange, sendPhoneCode, verifyPhone } from '#app/services/member-account.server.ts'
import { updateSession } from '#app/services/upstream/session.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'
import { numberFormat } from '#app/models/intl-formats.ts'

// The profile page (spec 000 §2 /loyalty/myAccount/profile.mi): members only. Each form
// posts an intent here and the page shows the outcome beside it, the data read afresh.

export const PROFILE_PATH = '/loyalty/myAccount/profile.mi'

export async function profilePage(request: Request, context: AppLoadContext) {
	const visitor = await requireMember(request, context)
	const t = translatorFor(visitor.locale)
	const { member, partners } = await orUnavailable(() => memberProfile(customerIdOf(visitor), visitor.upstream))
	if (!member) throw new Response('Not found', { status: 404 })
	const { profile, loyaltyInformation: loyalty } = member
	const tier = tierOf(loyalty)
	const number = numberFormat(visitor.locale)
	return json(
		{
			title: `${t('account.profile.title')} | ${t('site.name')}`,
			action: localizePath(PROFILE_PATH, visitor.locale),
			promotionsHref: localizePath(PROMOTION_PATH, visitor.locale),
			profile: {
				givenName: profile.givenName,
				surname: profile.surname,
				email: profile.email,
				mobilePhoneLastFour: profile.mobilePhone?.lastFourDigits ?? null,
				emailOffers: profile.communicationPreferences.email,
				smsOffers: profile.communicationPreferences.sms,
				twoStepVerification: profile.twoStepVerification,
			},
			// A new number typed without its country code is read as this country's (issue 31): the form has no address.
			mobileCountries: guestCountries(visitor.locale),
			mobileCountry: defaultGuestCountry(countryOfLanguage(request.headers.get('accept-language'))),
			nudge: phoneNudge(profile.mobilePhone),
			loyalty: {
				memberNumber: loyalty.memberNumber,
				tier,
				points: number.format(loyalty.currentPointBalance),
				nightsThisYear: loyalty.nightsThisYear,
				nightsToSilver: nightsToSilver(tier, loyalty.nightsThisYear),
				earningPreference: loyalty.earningPreference,
			},
			partners,
			partnerAccounts: partnerAccountsShown(profile.partnerAccounts, partners),
			conversionChoices: conversionChoices(loyalty.currentPointBalance).map((points) => ({
				points,
				pointsText: number.format(points),
				milesText: number.format(milesFor(points)),
			})),
			savedHotels: member.savedProperties.map(({ id, property }) => ({
				id,
				name: property?.basicInformation.name ?? id,
				href: property ? localizePath(`/hotels/${property.seoNickname}`, visitor.locale) : null,
			})),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

type Intent = 'profile' | 'earningPreference' | 'convertPoints' | 'sendPhoneCode' | 'verifyPhone' | 'unsaveHotel'
const INTENTS: readonly Intent[] = ['profile', 'earningPreference', 'convertPoints', 'sendPhoneCode', 'verifyPhone', 'unsaveHotel']

type Answer = {
	intent: Intent
	/** A success key under account.profile (accountUpdatedMsg and the like), with its values. */
	done?: { key: string; values?: Record<string, string | number> }
	result?: SubmissionResult<string[]>
	/** The nudge's code step: the transaction the texted code belongs to. */
	transactionId?: string
	answerId: string
}

const answer = (body: Omit<Answer, 'answerId'>, status = 200) => json<Answer>({ ...body, answerId: randomUUID() }, { status })

export async function changeProfile(request: Request, context: AppLoadContext) {
	const visitor = await requireMember(request, context)
	const form = await readFormData(request)
	const intent = INTENTS.find((known) => known === form.get('intent'))
	if (!intent) return answer({ intent: 'profile', result: { status: 'error', error: { '': ['unknownIntent'] } } }, 400)
	const customerId = customerIdOf(visitor)
	const ctx = visitor.upstream
	const events = eventContext(request, visitor.locale)
	const track = (event: string, extra: Record<string, string> = {}) =>
		visitor.sessionToken && void trackEvent(event, { ...events, ...extra }, { ...ctx, sessionToken: visitor.sessionToken })

	switch (intent) {
		case 'profile': {
			const submission = parseSubmission(form, profileEditSchema(visitor.locale), { disableAutoCoercion: true })
			if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400)
			const { givenName, surname, mobilePhone, emailOffers, smsOffers } = submission.value
			const changed = await orUnavailable(() =>
				saveProfileChange(
					{ customerId, givenName, surname, mobilePhone: mobilePhone || null, communicationPreferences: { email: emailOffers, sms: smsOffers } },
					ctx,
				),
			)
			if (!changed.ok) {
				logger.info('profile: refused', { code: changed.code, field: changed.field })
				const field = changed.field && ['givenName', 'surname', 'mobilePhone'].includes(changed.field) ? changed.field : ''
				const key =
					changed.code === 'phone.duplicate.account'
						? 'phoneAlreadyAssociatedError'
						: changed.code === 'UNPROCESSABLE_ENTITY'
							? 'nameInvalid'
							: 'upstreamRefused'
				return answer({ intent, result: submission.reply(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] }) }, 400)
			}
			return answer({ intent, done: { key: 'accountUpdatedMsg' } })
		}
		case 'earningPreference': {
			const submission = parseSubmission(form, earningPreferenceSchema)
			if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400)
			const updated = await orUnavailable(() => changeEarningPreference({ customerId, earningPreference: submission.value.earningPreference }, ctx))
			if (!updated.ok) return answer({ intent, result: submission.reply({ formErrors: ['upstreamRefused'] }) }, 400)
			track('earning-preference-success', { earningPreference: updated.earningPreference })
			return answer({ intent, done: { key: updated.earningPreference === 'MI' ? 'earningMiles' : 'earningPoints' } })
		}
		case 'convertPoints': {
			const { member, partners } = await orUnavailable(() => memberProfile(customerId, ctx))
			const saved = member?.profile.partnerAccounts.map((account) => account.partnerCode) ?? []
			const schema = conversionSchema(
				partners.map((partner) => partner.code),
				saved,
			)
			const submission = parseSubmission(form, schema, { disableAutoCoercion: true })
			if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400)
			// An empty number: the platform uses the one it keeps for the airline.
			const { partnerCode, points, partnerNumber } = submission.value
			const converted = await orUnavailable(() => pointsToMiles({ customerId, partnerCode, points, partnerNumber: partnerNumber || null }, ctx))
			if (!converted.ok) {
				track('convert-points-failure', { errorCode: converted.code })
				const refusal = conversionRefusal(converted.code, converted.field)
				return answer({ intent, result: submission.reply({ fieldErrors: { [refusal.field]: [refusal.key] } }) }, 400)
			}
			track('convert-points-success', { partnerCode })
			// The header shows the balance read at sign-in: it is the new one now.
			if (visitor.sessionToken)
				await orUnavailable(() => updateSession({ memberPoints: converted.currentPointBalance }, { ...ctx, sessionToken: visitor.sessionToken! }))
			const partner = partners.find((known) => known.code === partnerCode)?.name ?? partnerCode
			const number = numberFormat(visitor.locale)
			const values = { points: number.format(points), miles: number.format(converted.milesAwarded), partner }
			return answer({ intent, done: { key: 'convert-points-success', values } })
		}
		case 'sendPhoneCode': {
			const sent = await orUnavailable(() => sendPhoneCode(customerId, ctx))
			if (!sent.ok) {
				const key = sent.code === ONE_TIME_CODE_ERRORS.tooSoon ? 'otpTooSoon' : 'upstreamRefused'
				return answer({ intent, result: { status: 'error', error: { '': [key] } } }, sent.code === ONE_TIME_CODE_ERRORS.tooSoon ? 429 : 400)
			}
			return answer({ intent, transactionId: sent.transactionId })
		}
		case 'verifyPhone': {
			const submission = parseSubmission(form, phoneCodeSchema)
			if (submission.status !== 'success') return answer({ intent, result: submission.reply(), transactionId: String(form.get('transactionId') ?? '') }, 400)
			const { transactionId, code } = submission.value
			const verified = await orUnavailable(() => verifyPhone({ customerId, transactionId, code }, ctx))
			if (!verified.ok) {
				const key = CODE_REFUSALS[verified.code] ?? 'upstreamRefused'
				const locked = verified.code === ONE_TIME_CODE_ERRORS.locked
				return answer(
					{ intent, result: submission.reply({ fieldErrors: { code: [key] } }), transactionId: locked ? undefined : transactionId },
					locked ? 429 : 400,
				)
			}
			return answer({ intent, done: { key: 'phoneVerified' } })
		}
		case 'unsaveHotel': {
			const propertyId = propertyCodeFrom(form.get('propertyId'))
			if (!propertyId) return answer({ intent, result: { status: 'error', error: { '': ['unknownHotel'] } } }, 400)
			const outcome = await saveProperty(visitor, propertyId, false)
			if (outcome.kind === 'failed') return answer({ intent, result: { status: 'error', error: { '': ['upstreamRefused'] } } }, 503)
			return answer({ intent, done: { key: 'hotelUnsaved' } })
		}
	}
}

const CODE_REFUSALS: Record<string, string> = {
	[ONE_TIME_CODE_ERRORS.invalid]: 'otpInvalid',
	[ONE_TIME_CODE_ERRORS.expired]: 'otpExpired',
	[ONE_TIME_CODE_ERRORS.locked]: 'otpLockedOutErrorMessage',
}

function customerIdOf(visitor: Visitor): string {
	// requireMember let only a signed-in member through, and a member has a customer id.
	if (!visitor.customerId) throw new Response('Not found', { status: 404 })
	return visitor.customerId
}
