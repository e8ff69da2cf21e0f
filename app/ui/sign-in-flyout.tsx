import { Link } from '@remix-run/react'
import { lazy, Suspense, useId, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { TextField } from '#app/ui/form-fields.tsx'

// With JavaScript the form posts in place (sign-in-flyout-live.tsx), loaded once the page
// has hydrated: the header is on every page, and every page's first script is near its budget.
const LiveFlyoutForm = lazy(() => import('./sign-in-flyout-live.tsx'))

type Props = {
	/** Where signing in comes back to: the page the menu is on. Must already be a safe path. */
	returnTo?: string
	/** False where online join is refused (spec 000 §6), or for someone who is already a member. */
	onlineJoin?: boolean
	/** The remembered member it is for: the e-mail is fixed, so the form asks for the password only (spec 000 §5). */
	rememberedName: string
}

/**
 * The flyout variant of sign-in (spec 000 §2) as a real form. It posts to the sign-in
 * page, so without JavaScript a success redirects back here and a refusal shows on the
 * full page; with it, the form posts in place and signing in raises the success event
 * (spec 000 §4 step 2; sign-in-flyout-live.tsx).
 */
export function SignInFlyout({ returnTo = '/', onlineJoin = true, rememberedName }: Props) {
	const { t, i18n } = useTranslation()
	const locale = i18n.language as Locale
	const hydrated = useHydrated()
	const fields = { action: signInHref(returnTo, locale), returnTo, rememberedName }
	const plain = <FlyoutFields {...fields} />
	return (
		<div className="sign-in-flyout" role="group" aria-label={t('contentBlock.flyoutLabel')}>
			{hydrated ? (
				<Suspense fallback={plain}>
					<LiveFlyoutForm {...fields} />
				</Suspense>
			) : (
				plain
			)}
			<ul className="sign-in-flyout__links">
				{onlineJoin ? (
					<li>
						<Link to={localizePath(SIGN_IN_PATHS.join, locale)}>{t('contentBlock.joinNowLabel')}</Link>
					</li>
				) : null}
				<li>
					<Link to={localizePath(SIGN_IN_PATHS.forgotPassword, locale)}>{t('signIn.forgotPassword')}</Link>
				</li>
			</ul>
		</div>
	)
}

type FieldsProps = {
	action: string
	returnTo: string
	rememberedName: string
	/** The form element: a plain form by default, a fetcher's with JavaScript. */
	as?: ComponentType<{ method: 'post'; action: string; className: string; children: ReactNode }>
	/** A refusal (already in words): shown under the password and tied to it. */
	error?: string
	busy?: boolean
	/** Fields only the JavaScript form sends. */
	extra?: ReactNode
}

/** The flyout's form: the remembered member's name, the password, and the button. */
export function FlyoutFields({ action, returnTo, rememberedName, as: FormElement = 'form' as never, error, busy = false, extra }: FieldsProps) {
	const { t } = useTranslation()
	const id = useId()
	return (
		<FormElement method="post" action={action} className="sign-in-flyout__form">
			<input type="hidden" name="returnTo" value={returnTo} />
			{/* Remembered already: signing in here keeps it so (the sign-in page offers the choice). */}
			<input type="hidden" name="rememberMe" value="on" />
			{extra}
			<p className="sign-in-flyout__remembered">
				{t('signIn.rememberedEmailLabel')} <strong>{rememberedName}</strong>
			</p>
			<TextField
				// A fresh, empty field after each answer: the server never sends the password back.
				// A plain input (no show/hide control): the sign-in page has the toggle.
				key={error ?? 'first'}
				field={{ id: `${id}-pwrd`, name: 'pwrd', errorId: `${id}-error` }}
				label={
					<>
						{t('signIn.passwordLabel')} <span className="visually-hidden">({rememberedName})</span>
					</>
				}
				error={error}
				required
				type="password"
				autoComplete="current-password"
			/>
			<button type="submit" name="intent" value="sign-in" disabled={busy} aria-busy={busy}>
				{t(busy ? 'signIn.submitting' : 'signIn.submit')}
			</button>
		</FormElement>
	)
}
