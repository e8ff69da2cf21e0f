/**
 * Sign-in is refused for some locales (spec 000 §6: zh-TW and a configured list). We
 * look at the page's locale and the visitor's own first language, so that a visitor
 * whose browser asks for zh-TW is told so even on a page shown in a fallback language.
 */
export function isSignInRefused(languageTags: ReadonlyArray<string | null | undefined>, disabled: readonly string[]): boolean {
	return languageTags.some((tag) => Boolean(tag) && disabled.includes(tag!.trim().toLowerCase().replace('_', '-')))
}

/** The first language of an Accept-Language header, as sent (`zh-TW,zh;q=0.9` → `zh-TW`). */
export function firstLanguage(acceptLanguage: string | null): string | null {
	const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim()
	return first || null
}
