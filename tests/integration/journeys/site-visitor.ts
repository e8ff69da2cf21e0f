import { PASSWORD } from '../../e2e/support/sign-in.ts'
import { anotherAddress, sharedServer } from '../shared-server.ts'
import { Visitor, type Page } from '../visitor.ts'

// What the site journeys moved from the browser (issue 29) share: the run's `app` server, a
// visitor from an address of its own, signing in, and the landmarks Playwright finds by role.

export type Site = { baseUrl: string; sandboxPort: number; sandboxUrl: string }

/** The run's shared `app` server; call in beforeAll. */
export async function site(): Promise<Site> {
	const { baseUrl, sandboxPort, sandboxUrl } = await sharedServer('app')
	return { baseUrl, sandboxPort, sandboxUrl }
}

/** A visitor from an address of its own (its failures and lookups count against no other test's budget), with more headers if given. */
export async function visitorOf({ baseUrl }: Site, headers: Record<string, string> = {}): Promise<Visitor> {
	return new Visitor(baseUrl, { headers: { 'X-Forwarded-For': await anotherAddress(), ...headers } })
}

let strangers = 0
/** An e-mail no account has, new on every call. */
export const strangerEmail = (label: string) => `nobody-${label}-${process.pid}-${Date.now()}-${(strangers += 1)}@example.com`

/** Signs in on the sign-in page (remember me as the page has it), returning where the visitor lands. */
export async function signIn(guest: Visitor, userId: string, { password = PASSWORD, returnTo = '/' } = {}): Promise<Page> {
	const page = await guest.goto(`/sign-in.mi?returnTo=${encodeURIComponent(returnTo)}`)
	return guest.submit(page.form('Sign in'), { 'E-mail or member number': userId, Password: password }, 'Sign in')
}

/** The account navigation's words: the greeting, the status line and the sign-out button when signed in. */
export const account = (page: Page) => page.text('nav[aria-label="Your account"]')

const LANDMARKS = {
	complementary: 'aside, [role="complementary"]',
	navigation: 'nav, [role="navigation"]',
	region: 'section, [role="region"]',
	dialog: 'dialog, [role="dialog"]',
}

/** The landmark of `role` named `name` (aria-label, or the text aria-labelledby points at), as getByRole finds it; throws when there is none. */
export function landmark(page: Page, role: keyof typeof LANDMARKS, name: string) {
	const found = [...page.document.querySelectorAll(LANDMARKS[role])].find((element) => nameOf(page, element) === name)
	if (!found) throw new Error(`no ${role} named "${name}" on ${page.path}`)
	return found
}

/** Whether the page has a landmark of `role` named `name`. */
export const hasLandmark = (page: Page, role: keyof typeof LANDMARKS, name: string) =>
	[...page.document.querySelectorAll(LANDMARKS[role])].some((element) => nameOf(page, element) === name)

type Element = ReturnType<Page['form']>

function nameOf(page: Page, element: Element): string {
	const labelledBy = element.getAttribute('aria-labelledby')
	const name = labelledBy
		? labelledBy
				.split(/\s+/)
				.map((id) => page.document.getElementById(id)?.textContent ?? '')
				.join(' ')
		: (element.getAttribute('aria-label') ?? '')
	return name.replace(/\s+/g, ' ').trim()
}

/** The href of the link named `name` inside `within` (its text, or aria-label). */
export function linkIn(within: Element, name: string): string {
	const link = [...within.querySelectorAll('a[href]')].find(
		(element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim() === name || element.getAttribute('aria-label') === name,
	)
	if (!link) throw new Error(`no link "${name}" in ${within.tagName}`)
	return link.getAttribute('href') ?? ''
}

/** Whether the page has a link named `name`. */
export function hasLink(page: Page, name: string): boolean {
	try {
		page.link(name)
		return true
	} catch {
		return false
	}
}

/** The whitespace-collapsed text of an element. */
export const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
