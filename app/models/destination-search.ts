// The home page's hotel search: one destination (a city, a hotel's name, a state or a
// country), trimmed, at most 100 characters. Messages are catalogue keys under
// `search.errors.`.
export const DESTINATION_MAX_LENGTH = 100

/** The search form's limits: a destination is asked (a brand landing page's search says otherwise: any of its hotels). */
export const DESTINATION_SEARCH_LIMITS = { destination: { required: true, maxLength: DESTINATION_MAX_LENGTH } } as const

/** The query string parameter of a search, so `/?destination=new+york` can be shared. */
export const DESTINATION_PARAM = 'destination'

/**
 * The text without control characters (NUL, line breaks, escapes): nobody types them into
 * a place name, and a NUL sent on upstream fails the search there (a 503 for a URL).
 */
export const withoutControlCharacters = (value: string) => value.replace(/\p{Cc}/gu, '')
