import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, stripSubDirectory, type Locale } from '#app/models/locale.ts'
import type { Tier } from '#app/models/member-level.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import type { LanguageSelector } from '@meridian/upstream-contract/page-model.ts'
import { LanguagePicker } from './language-picker.tsx'
import { SignInFlyout } from './sign-in-flyout.tsx'
import { SignInOverlayDialog } from './sign-in-overlay-dialog.tsx'
import { numberFormat } from '#app/models/intl-formats.ts'

type HeaderMember = { state: 'remembered' | 'member'; name: string; tier?: Tier; points?: number }

type Props = {
	locale: Locale
	member: HeaderMember | null
	/** The page model's language and region lists for the globe; null when the page model failed. */
	languageSelector?: LanguageSelector | null
	/** Whether sign-in opens as an overlay with JavaScript (spec 001 §6's feature setting); off, a plain link to the page. */
	overlays?: boolean
}

// The chain's header: the brand, the language and region globe, and who is signed in
// (name, tier, points) or a way in.
export function SiteHeader({ locale, member, languageSelector, overlays = false }: Props) {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	const here = `${stripSubDirectory(location.pathname)}${location.search}`
	const signIn = signInHref(here, locale)
	const signInOverlayHref = localizePath(`/signInOverlay.mi?returnTo=${encodeURIComponent(here)}`, locale)
	const points = member?.points === undefined ? undefined : numberFormat(i18n.language).format(member.points)
	return (
		<header className="site-header">
			<Link to={localizePath('/', locale)} className="site-header__brand" aria-label={t('site.homeLink')}>
				{t('site.name')}
			</Link>
			<div className="site-header__language">
				<LanguagePicker selector={languageSelector ?? null} locale={locale} />
			</div>
			<nav className="site-header__account" aria-label={t('header.account')}>
				{member?.state === 'member' ? (
					<>
						<p className="member-badge">
							{/* The greeting is the way to the member's account: no new words on every page. */}
							<Link to={localizePath('/loyalty/myAccount/profile.mi', locale)} className="member-badge__name">
								{t('header.greeting', { name: member.name })}
							</Link>
							{member.tier ? (
								<span className={`member-badge__status tier-${member.tier}`}>{t('header.memberStatus', { tier: t(`tiers.${member.tier}`), points })}</span>
							) : null}
						</p>
						<Form method="post" action={localizePath('/logout.mi', locale)}>
							<button type="submit" className="link-button">
								{t('header.signOut')}
							</button>
						</Form>
					</>
				) : (
					<>
						{member?.state === 'remembered' ? (
							// The flyout variant of sign-in (spec 000 §2), as a menu that opens without JavaScript.
							<details className="account-menu">
								<summary>{t('header.greeting', { name: member.name })}</summary>
								<SignInFlyout returnTo={here} onlineJoin={false} rememberedName={member.name} />
							</details>
						) : null}
						{overlays ? (
							<SignInOverlayDialog href={signIn} overlayHref={signInOverlayHref}>
								{t('header.signIn')}
							</SignInOverlayDialog>
						) : (
							<Link to={signIn}>{t('header.signIn')}</Link>
						)}
					</>
				)}
			</nav>
		</header>
	)
}
