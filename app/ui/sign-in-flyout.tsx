import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { signInHref } from '#app/models/sign-in-link.ts'

type Props = {
	/** Where signing in comes back to: the page the menu is on. Must already be a safe path. */
	returnTo?: string
	/** False where online join is refused (spec 000 §6). */
	onlineJoin?: boolean
}

/**
 * The account-modal and flyout variants of sign-in (spec 000 §2), compact enough for a
 * header menu. Plain links to the pages, so without JavaScript each one simply goes there;
 * a script may later open them as a modal.
 */
export function SignInFlyout({ returnTo = '/', onlineJoin = true }: Props) {
	const { t, i18n } = useTranslation()
	const locale = i18n.language as Locale
	return (
		<nav className="sign-in-flyout" aria-label={t('contentBlock.flyoutLabel')}>
			<ul>
				<li>
					<Link to={signInHref(returnTo, locale)} className="button-link">
						{t('signIn.submit')}
					</Link>
				</li>
				{onlineJoin ? (
					<li>
						<Link to={localizePath(SIGN_IN_PATHS.join, locale)}>{t('contentBlock.joinNowLabel')}</Link>
					</li>
				) : null}
				<li>
					<Link to={localizePath(SIGN_IN_PATHS.forgotPassword, locale)}>{t('signIn.forgotPassword')}</Link>
				</li>
			</ul>
		</nav>
	)
}
