import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useAccountTranslation } from '#app/ui/messages/account.ts'
import { EarningPreferenceForm } from '#app/ui/profile/earning-preference-form.tsx'
import { PhoneNudge } from '#app/ui/profile/phone-nudge.tsx'
import { PointsConversionForm } from '#app/ui/profile/points-conversion-form.tsx'
import { ProfileEditForm } from '#app/ui/profile/profile-edit-form.tsx'
import { SavedHotels } from '#app/ui/profile/saved-hotels.tsx'
import { changeProfile, profilePage } from './profile.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The member's profile (spec 000 §2 /loyalty/myAccount/profile.mi): who they are and
// their standing, the phone nudge, edits, earning preference, points to miles, and the
// hotels they saved. Members only: anyone else signs in and comes back.

export const loader = ({ request, context }: LoaderFunctionArgs) => profilePage(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => changeProfile(request, context)

export default function ProfilePage() {
	const { t } = useAccountTranslation()
	const { t: common } = useTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const { profile, loyalty } = page
	const resultFor = (intent: string) => (answer?.intent === intent ? ((answer.result ?? null) as SubmissionResult<string[]> | null) : null)
	const doneFor = (...intents: string[]) =>
		answer?.done && intents.includes(answer.intent) ? t(`account.profile.done.${answer.done.key}`, answer.done.values ?? {}) : null
	const formKey = (intent: string) => (answer?.intent === intent ? answer.answerId : intent)
	const codeStep = answer?.intent === 'sendPhoneCode' || answer?.intent === 'verifyPhone'
	return (
		<div className="profile">
			<h1>{t('account.profile.title')}</h1>
			<section aria-labelledby="standing-heading" className="profile-standing">
				<h2 id="standing-heading">{t('account.profile.greeting', { name: profile.givenName })}</h2>
				<dl>
					<dt>{t('account.profile.memberNumber')}</dt>
					<dd>{loyalty.memberNumber}</dd>
					<dt>{t('account.profile.level')}</dt>
					<dd>{common(`tiers.${loyalty.tier}`)}</dd>
					<dt>{t('account.profile.points')}</dt>
					<dd>{t('account.profile.pointsValue', { points: loyalty.points })}</dd>
					<dt>{t('account.profile.nights')}</dt>
					<dd>{t('account.profile.nightsValue', { count: loyalty.nightsThisYear })}</dd>
				</dl>
				{loyalty.nightsToSilver !== null ? <p>{t('account.profile.toSilver', { count: loyalty.nightsToSilver })}</p> : null}
				{profile.twoStepVerification ? <p>{t('account.profile.twoStepVerficationMsg')}</p> : null}
			</section>
			<p>
				<Link to={page.promotionsHref}>{t('account.profile.promotionsLink')}</Link>
			</p>
			{page.nudge && answer?.done?.key !== 'phoneVerified' ? (
				<PhoneNudge
					key={formKey(answer?.intent === 'verifyPhone' ? 'verifyPhone' : 'sendPhoneCode')}
					action={page.action}
					fourDigitOfMobile={page.nudge.fourDigitOfMobile}
					transactionId={codeStep ? (answer?.transactionId ?? null) : null}
					lastResult={codeStep ? ((answer?.result ?? null) as SubmissionResult<string[]> | null) : null}
				/>
			) : null}
			{answer?.done?.key === 'phoneVerified' ? (
				<p className="notice" role="status">
					{t('account.profile.done.phoneVerified')}
				</p>
			) : null}
			{/* Keyed by what is stored too: with JavaScript the answer can arrive before the fresh profile does. */}
			<ProfileEditForm
				key={`${formKey('profile')}:${JSON.stringify(profile)}`}
				action={page.action}
				profile={profile}
				mobileCountries={page.mobileCountries}
				mobileCountry={page.mobileCountry}
				lastResult={resultFor('profile')}
				done={doneFor('profile')}
			/>
			<EarningPreferenceForm
				key={formKey('earningPreference')}
				action={page.action}
				current={loyalty.earningPreference}
				lastResult={resultFor('earningPreference')}
				done={doneFor('earningPreference')}
			/>
			<PointsConversionForm
				key={formKey('convertPoints')}
				action={page.action}
				partners={page.partners}
				partnerAccounts={page.partnerAccounts}
				choices={page.conversionChoices}
				lastResult={resultFor('convertPoints')}
				done={doneFor('convertPoints')}
			/>
			<SavedHotels action={page.action} hotels={page.savedHotels} done={doneFor('unsaveHotel')} />
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
