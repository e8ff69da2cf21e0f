import type { Locale } from './locale.ts'

// What the Express server hands every loader and action (server/app.ts builds it).
declare module '@remix-run/node' {
	interface AppLoadContext {
		/** The response's x-request-id: the caller's when it is a safe token, else ours. */
		requestId: string
		/** The per-request CSP nonce that every inline and module script carries. */
		cspNonce: string
		/** The visitor's IP address (behind TRUST_PROXY_HOPS proxies), for rate limits. */
		clientIp: string
		/** Each locale's message chunk in the client build, for the document to preload (empty in development). */
		catalogueScripts?: Partial<Record<Locale, string>>
	}
}

export {}
