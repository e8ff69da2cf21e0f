import { preferenceCookie } from '#app/services/preference-cookie.server.ts'

// rk_currency: the currency chosen per locale (app/models/currency-conversion.ts says what
// it holds; docs/decisions/005). Read and written by the pages with the currency selector;
// app/services/currency.server.ts decides what it should hold.
//
// It is a cookie of its own rather than part of the platform session: a display preference
// that guests without a session have too, and reading it then costs no extra call to the
// session service on every rate list.
const currencyCookie = preferenceCookie('rk_currency')

/** The remembered choices as the cookie holds them, or null: the cookie is not signed, so anything but text is none. */
export async function rememberedCurrencies(request: Request): Promise<string | null> {
	const value: unknown = await currencyCookie.parse(request.headers.get('Cookie'))
	return typeof value === 'string' ? value : null
}

/** The Set-Cookie that remembers these choices; none when there is nothing new to remember. */
export async function currencyChoiceHeaders(remember: string | null): Promise<HeadersInit | undefined> {
	return remember === null ? undefined : { 'Set-Cookie': await currencyCookie.serialize(remember) }
}
