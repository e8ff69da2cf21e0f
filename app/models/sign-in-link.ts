import { DEFAULT_LOCALE, localizePath, type Locale } from './locale.ts'
import { safeLocalizedReturnTo } from './return-to.ts'
import { SIGN_IN_PATHS } from './sign-in-content.ts'

/**
 * The sign-in page that comes back to `returnTo` afterwards; an unsafe address comes
 * back home. The address travels without its locale prefix (the default locale has
 * none), since sign-in places it under the visitor's locale when it redirects.
 */
export function signInHref(returnTo: unknown, locale: Locale): string {
	const back = safeLocalizedReturnTo(returnTo, DEFAULT_LOCALE)
	return localizePath(`${SIGN_IN_PATHS.signIn}?returnTo=${encodeURIComponent(back)}`, locale)
}
