import { parseHTML } from 'linkedom'

// A visitor with JavaScript off, over plain HTTP (issue 29): what a browser without scripts
// does with our pages — follows redirects, keeps cookies, fills a form by its labels and
// sends it as the form says — without a browser. The journeys whose outcome the server
// alone decides (a refusal, a message, where a form leads) run here at a fraction of a
// browser's cost; Playwright keeps one journey per form with JavaScript off and on, and the
// page-visits check, for what only a browser shows (layout, focus, axe, scripts).

type Document = ReturnType<typeof parseHTML>['document']
type Element = ReturnType<Document['querySelector']> & object

export type Hop = { status: number; location: string }

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

export class Page {
	readonly document: Document
	constructor(
		/** Where the visitor ended up, after every redirect. */
		readonly url: URL,
		readonly status: number,
		readonly html: string,
		/** The redirects on the way, in order. */
		readonly redirects: Hop[],
		readonly headers: Headers,
	) {
		this.document = parseHTML(html).document
		lowerCaseAttributeNames(this.document)
	}

	/** The path and query, as Playwright's toHaveURL compares them. */
	get path() {
		return this.url.pathname + this.url.search
	}

	/** The text of the first element `selector` matches, whitespace collapsed ('' when none). */
	text(selector = 'body'): string {
		return normalized(this.document.querySelector(selector)?.textContent)
	}

	/** The text of every element `selector` matches. */
	texts(selector: string): string[] {
		return [...this.document.querySelectorAll(selector)].map((element) => normalized(element.textContent))
	}

	get heading() {
		return this.text('h1')
	}

	/** The text of every element with role="alert" (the messages a form's answer leads with). */
	get alerts() {
		return this.texts('[role="alert"]')
	}

	/** The form named `name` (aria-label, or the text aria-labelledby points at), or the one holding a button or link with that text. */
	form(name: string): Element {
		const forms = [...this.document.querySelectorAll('form')]
		const named = forms.find((form) => this.nameOf(form) === name) ?? forms.find((form) => buttonsOf(form).some((button) => textOfButton(button) === name))
		if (!named) throw new Error(`no form named "${name}" on ${this.path} (forms: ${forms.map((form) => this.nameOf(form) || '(unnamed)').join(', ')})`)
		return named
	}

	/** The form control labelled `label` (a label's text, exactly or as its start; aria-label), inside `within` or anywhere. */
	control(label: string, within: Element | Document = this.document): Element {
		const labels = [...within.querySelectorAll('label')]
		const byText = labels.find((element) => labelText(element) === label) ?? labels.find((element) => labelText(element).startsWith(label))
		if (byText) {
			const target = byText.getAttribute('for')
			const control = target ? this.document.getElementById(target) : byText.querySelector('input, select, textarea')
			if (control) return control
		}
		const aria = within.querySelector(`[aria-label="${label.replaceAll('"', '\\"')}"]`)
		if (aria) return aria
		throw new Error(`no control labelled "${label}" on ${this.path}`)
	}

	/** The value a control now holds: an input's value, a select's chosen option, a text area's text, '' for an unchecked box. */
	valueOf(label: string, within?: Element): string {
		return valueOf(this.control(label, within))
	}

	/** The href of the link whose text (or aria-label) is `name`. */
	link(name: string): string {
		const links = [...this.document.querySelectorAll('a[href]')]
		const link = links.find((element) => normalized(element.textContent) === name || element.getAttribute('aria-label') === name)
		if (!link) throw new Error(`no link "${name}" on ${this.path}`)
		return link.getAttribute('href') ?? ''
	}

	/** The text of what describes a control (aria-describedby): its error, its hint. */
	descriptionOf(label: string, within?: Element): string {
		const ids = (this.control(label, within).getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
		return ids.map((id) => normalized(this.document.getElementById(id)?.textContent)).join(' ')
	}

	private nameOf(form: Element): string {
		const labelledBy = form.getAttribute('aria-labelledby')
		if (labelledBy)
			return labelledBy
				.split(/\s+/)
				.map((id) => normalized(this.document.getElementById(id)?.textContent))
				.join(' ')
		return normalized(form.getAttribute('aria-label'))
	}
}

/**
 * A browser lower-cases HTML attribute names as it parses; linkedom keeps them as written
 * (for SVG's viewBox), so React's srcSet or maxLength would be missed by `[srcset]`.
 */
function lowerCaseAttributeNames(document: Document) {
	for (const element of document.querySelectorAll('*')) {
		if (element.closest('svg')) continue
		for (const { name, value } of [...element.attributes]) {
			const lower = name.toLowerCase()
			if (lower === name) continue
			element.removeAttribute(name)
			element.setAttribute(lower, value)
		}
	}
}

/** A label's own words, without the text of a control inside it or a visually hidden hint after it. */
function labelText(label: Element): string {
	const copy = label.cloneNode(true) as Element
	for (const inner of copy.querySelectorAll('input, select, textarea')) inner.remove()
	return normalized(copy.textContent)
}

const buttonsOf = (form: Element) => [...form.querySelectorAll('button, input[type="submit"]')]
const textOfButton = (button: Element) =>
	normalized(button.tagName === 'INPUT' ? button.getAttribute('value') : button.textContent) || normalized(button.getAttribute('aria-label'))

function valueOf(control: Element): string {
	if (control.tagName === 'SELECT') {
		const options = [...control.querySelectorAll('option')]
		const chosen = options.find((option) => option.hasAttribute('selected')) ?? options[0]
		return chosen ? (chosen.getAttribute('value') ?? normalized(chosen.textContent)) : ''
	}
	if (control.tagName === 'TEXTAREA') return control.textContent ?? ''
	const type = control.getAttribute('type')
	if (type === 'checkbox' || type === 'radio') return control.hasAttribute('checked') ? (control.getAttribute('value') ?? 'on') : ''
	return control.getAttribute('value') ?? ''
}

/** What a field of `fill` is set to: text for a text field or a select's option value (or its text), true/false for a box. */
export type Entry = string | boolean

function setValue(control: Element, value: Entry) {
	const type = control.getAttribute('type')
	if (type === 'checkbox' || type === 'radio') {
		if (type === 'radio' && value !== false) {
			const name = control.getAttribute('name')
			for (const other of control.ownerDocument.querySelectorAll(`input[type="radio"][name="${name}"]`)) other.removeAttribute('checked')
		}
		if (value === false) control.removeAttribute('checked')
		else control.setAttribute('checked', '')
		return
	}
	if (typeof value !== 'string') throw new Error(`a text field takes text, not ${value}`)
	if (control.tagName === 'SELECT') {
		const options = [...control.querySelectorAll('option')]
		const option =
			options.find((candidate) => candidate.getAttribute('value') === value) ?? options.find((candidate) => normalized(candidate.textContent) === value)
		if (!option) throw new Error(`no option "${value}" in select ${control.getAttribute('name')}`)
		for (const other of options) other.removeAttribute('selected')
		option.setAttribute('selected', '')
	} else if (control.tagName === 'TEXTAREA') control.textContent = value
	else control.setAttribute('value', value)
}

/** The name/value pairs a browser sends for `form`, submitted with `submitter`. */
function entriesOf(form: Element, submitter: Element | undefined): [string, string][] {
	const entries: [string, string][] = []
	for (const control of form.querySelectorAll('input, select, textarea, button')) {
		const name = control.getAttribute('name')
		if (!name || control.hasAttribute('disabled')) continue
		const type = (control.getAttribute('type') ?? '').toLowerCase()
		if (control.tagName === 'BUTTON' || ['submit', 'image', 'reset', 'button'].includes(type)) {
			if (control === submitter) entries.push([name, control.getAttribute('value') ?? ''])
			continue
		}
		if (type === 'file') continue
		if ((type === 'checkbox' || type === 'radio') && !control.hasAttribute('checked')) continue
		entries.push([name, valueOf(control)])
	}
	return entries
}

type Options = { headers?: Record<string, string> }

export class Visitor {
	/** Cookie name → value, as the server last set them. */
	readonly cookies = new Map<string, string>()
	page: Page | undefined

	constructor(
		readonly baseUrl: string,
		private readonly options: Options = {},
	) {}

	/** A GET of `path` (relative to the current page or the site), redirects followed. */
	goto(path: string): Promise<Page> {
		return this.request('GET', this.resolve(path), undefined, 'none')
	}

	/** Fills `fields` (label → value) in `form` and sends it with the button named `button` (the form's first when none). */
	submit(form: Element, fields: Record<string, Entry> = {}, button?: string): Promise<Page> {
		const page = this.current()
		for (const [label, value] of Object.entries(fields)) setValue(page.control(label, form), value)
		const buttons = buttonsOf(form)
		const submitter = button === undefined ? buttons[0] : buttons.find((candidate) => textOfButton(candidate) === button)
		if (button !== undefined && !submitter) throw new Error(`no button "${button}" in the form on ${page.path}`)
		const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toUpperCase()
		const action = this.resolve(submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? page.path)
		const body = new URLSearchParams(entriesOf(form, submitter))
		if (method === 'GET') {
			action.search = body.toString()
			return this.request('GET', action, undefined, 'same-origin')
		}
		return this.request('POST', action, body, 'same-origin')
	}

	/** Follows the link named `name` on the current page. */
	follow(name: string): Promise<Page> {
		return this.request('GET', this.resolve(this.current().link(name)), undefined, 'same-origin')
	}

	private current(): Page {
		if (!this.page) throw new Error('the visitor has no page yet: goto first')
		return this.page
	}

	private resolve(path: string): URL {
		return new URL(path, this.page?.url ?? this.baseUrl)
	}

	/** `site`: what a browser says of where the request came from (Sec-Fetch-Site): an address typed is none, a form or link of ours same-origin. */
	private async request(firstMethod: string, firstUrl: URL, firstBody: URLSearchParams | undefined, site: 'none' | 'same-origin'): Promise<Page> {
		const redirects: Hop[] = []
		let [method, url, body] = [firstMethod, firstUrl, firstBody]
		for (;;) {
			const headers: Record<string, string> = { 'Sec-Fetch-Site': site, ...this.options.headers, Accept: 'text/html' }
			if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
			if (method === 'POST') Object.assign(headers, { Origin: this.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' })
			const response = await fetch(url, { method, headers, body, redirect: 'manual' })
			this.keepCookies(response)
			const location = response.headers.get('Location')
			if (response.status >= 300 && response.status < 400 && location) {
				redirects.push({ status: response.status, location })
				if (redirects.length > 10) throw new Error(`more than 10 redirects from ${firstUrl}`)
				url = new URL(location, url)
				// 307 and 308 repeat the request; the others turn it into a GET.
				if (response.status !== 307 && response.status !== 308) [method, body] = ['GET', undefined]
				if (url.origin !== new URL(this.baseUrl).origin) return (this.page = new Page(url, response.status, '', redirects, response.headers))
				continue
			}
			const html = await response.text()
			return (this.page = new Page(url, response.status, html, redirects, response.headers))
		}
	}

	private keepCookies(response: Response) {
		for (const line of response.headers.getSetCookie()) {
			const [pair = '', ...attributes] = line.split(';')
			const split = pair.indexOf('=')
			const [name, value] = [pair.slice(0, split).trim(), pair.slice(split + 1).trim()]
			const gone = attributes.some((attribute) => {
				const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim())
				return (key.toLowerCase() === 'max-age' && Number(raw) <= 0) || (key.toLowerCase() === 'expires' && Date.parse(raw) < Date.now())
			})
			if (gone) this.cookies.delete(name)
			else this.cookies.set(name, value)
		}
	}
}
