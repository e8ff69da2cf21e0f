// A GET that would change a member's state (a legacy save-property link) does so only
// when the browser says it did not come from another site (docs/decisions/009).
// `same-origin`: one of our pages; `none`: a typed address, a bookmark, a link opened
// from outside any page (an e-mail application). Everything else — `cross-site`,
// `same-site` (a sibling sub-domain), or a browser that sends no Sec-Fetch-Site — gets
// a one-button form to confirm instead, whose POST the server's CSRF check covers.
const TRUSTED = new Set(['same-origin', 'none'])

export function mayChangeStateOnGet(secFetchSite: string | null): boolean {
	return secFetchSite !== null && TRUSTED.has(secFetchSite.trim().toLowerCase())
}

/** What a confirmation form posts to finish a save or unsave the GET did not do. */
export type SaveConfirmation = { action: string; save: boolean; marshaCode: string; returnTo: string }
