// Making an Intl formatter is the costly part (a date format takes about a third of a
// millisecond to make; a page made several for every request), using one is cheap, and a
// formatter never changes once made. So each locale and options pair is made once and
// shared. A locale Intl refuses throws here as it did before and is not kept; past a bound
// (locales come from requests) the oldest is forgotten.

const MAX_KEPT = 500

function keptBy<Options, Format>(make: (locale: string, options: Options | undefined) => Format) {
	const kept = new Map<string, Format>()
	return (locale: string, options?: Options): Format => {
		const key = options === undefined ? locale : `${locale}|${JSON.stringify(options)}`
		let format = kept.get(key)
		if (format === undefined) {
			format = make(locale, options)
			if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string)
			kept.set(key, format)
		}
		return format
	}
}

export const numberFormat = keptBy((locale, options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = keptBy((locale, options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options))

const keptDisplayNames = keptBy((locale, options: Intl.DisplayNamesOptions | undefined) => new Intl.DisplayNames([locale], options as Intl.DisplayNamesOptions))

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames => keptDisplayNames(locale, options)
