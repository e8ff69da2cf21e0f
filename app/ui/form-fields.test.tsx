import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckboxRow, SelectField, TextField } from './form-fields.tsx'
import { fieldsOf } from './form-fields/fields.ts'
import { ChoiceGroup, RadioOption } from './form-fields/choices.tsx'

// The field kit: label, message and ARIA wired once, each limit from the form's limits
// (never typed in markup), and the values the server's last answer kept.

const LIMITS = { givenName: { required: true, maxLength: 40 }, comments: { maxLength: 500 }, line1: {}, country: { required: true } }

const fieldsWith = (answer: { initialValue?: Record<string, string | string[]>; error?: Record<string, string[]> } | null = null) =>
	fieldsOf('guest', ['givenName', 'comments', 'line1', 'country', 'requests', 'consent'] as const, answer && { status: 'error', ...answer }, {}, LIMITS)

const html = (element: JSX.Element) => renderToStaticMarkup(element)

/** The attributes of the element with this id, whatever their order. */
function attributesOf(markup: string, id: string): Record<string, string> {
	const tag = new RegExp(`<\\w+[^>]* id="${id}"[^>]*>`).exec(markup)?.[0] ?? ''
	return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
}

describe('fieldsOf', () => {
	it('gives each field its ids, the value the answer kept, its errors and its limits', () => {
		const { givenName, requests } = fieldsWith({ initialValue: { givenName: 'Ana', requests: ['HF', 'QT'] }, error: { givenName: ['nameTooLong'] } })
		expect(givenName).toEqual({
			id: 'guest-givenName',
			name: 'givenName',
			errorId: 'guest-givenName-error',
			errors: ['nameTooLong'],
			initialValue: 'Ana',
			values: ['Ana'],
			limits: { required: true, maxLength: 40 },
		})
		expect(requests.values).toEqual(['HF', 'QT'])
		expect(requests.limits).toEqual({})
	})
})

describe('TextField', () => {
	it('takes its length and whether it is asked for from the limits, the label tied to the input', () => {
		const markup = html(<TextField field={fieldsWith().givenName} label="First name" autoComplete="given-name" />)
		expect(markup).toMatch(/^<div class="field"><label for="guest-givenName" class="required">First name<\/label><input [^>]*\/><\/div>$/)
		expect(attributesOf(markup, 'guest-givenName')).toEqual({
			id: 'guest-givenName',
			name: 'givenName',
			type: 'text',
			value: '',
			maxLength: '40',
			autoComplete: 'given-name',
			'aria-required': 'true',
		})
	})

	it('with a message: says it under the input, names it from the input and marks the input invalid', () => {
		const { givenName } = fieldsWith({ initialValue: { givenName: 'A'.repeat(3) }, error: { givenName: ['nameTooLong'] } })
		const markup = html(<TextField field={givenName} label="First name" error="Too long" />)
		expect(markup).toContain('<div class="field field--error">')
		expect(markup).toContain('aria-invalid="true"')
		expect(markup).toContain('aria-describedby="guest-givenName-error"')
		expect(markup).toContain('value="AAA"')
		expect(markup).toContain('<p id="guest-givenName-error" class="field-error">Too long</p>')
	})

	it('is asked for when the page says so, though its limits do not (an address part the country needs)', () => {
		const { line1 } = fieldsWith()
		expect(html(<TextField field={line1} label="Address" />)).not.toContain('aria-required')
		expect(html(<TextField field={line1} label="Address" required />)).toContain('aria-required="true"')
		expect(html(<TextField field={fieldsWith().givenName} label="First name" required={false} />)).not.toContain('class="required"')
	})

	it('reads its hint and the lines named for it before its message', () => {
		const { givenName } = fieldsWith({ error: { givenName: ['nameTooLong'] } })
		const markup = html(<TextField field={givenName} label="First name" hint="As on your passport" describedBy="page-hint" error="Too long" />)
		expect(markup).toContain('<p id="guest-givenName-hint" class="field-hint">As on your passport</p><input')
		expect(markup).toContain('aria-describedby="page-hint guest-givenName-hint guest-givenName-error"')
	})

	it('takes the keyboard a phone shows and a number’s bounds from the limits too', () => {
		const code = { ...fieldsWith().line1, limits: { required: true, maxLength: 10, inputMode: 'numeric' as const } }
		expect(attributesOf(html(<TextField field={code} label="Code" />), 'guest-line1')).toMatchObject({ inputMode: 'numeric', maxLength: '10' })
		const rooms = { ...fieldsWith().line1, limits: { min: 1 } }
		expect(attributesOf(html(<TextField field={rooms} label="Rooms" type="number" />), 'guest-line1')).toMatchObject({ type: 'number', min: '1' })
	})

	it('as a search, takes its list of suggestions and what follows it in the row', () => {
		const markup = html(
			<TextField field={fieldsWith().line1} label="Destination" type="search" search={{ list: 'places', enterKeyHint: 'search' }}>
				<datalist id="places" />
			</TextField>,
		)
		expect(attributesOf(markup, 'guest-line1')).toMatchObject({ type: 'search', list: 'places', enterKeyHint: 'search' })
		expect(markup).toMatch(/<input [^>]*\/><datalist id="places"><\/datalist><\/div>$/)
	})

	it('as a text area, keeps the limit', () => {
		const markup = html(<TextField field={fieldsWith().comments} label="Comments" rows={3} />)
		expect(markup).toContain('<textarea id="guest-comments" name="comments" maxLength="500" rows="3"></textarea>')
	})
})

describe('SelectField', () => {
	it('lists its choices with the kept one chosen, asked for as its limits say', () => {
		const { country } = fieldsWith({ initialValue: { country: 'ES' } })
		const markup = html(
			<SelectField
				field={country}
				label="Country"
				autoComplete="country"
				options={[
					{ value: '', label: 'Choose' },
					{ value: 'ES', label: 'Spain' },
				]}
			/>,
		)
		expect(markup).toContain('<label for="guest-country" class="required">Country</label>')
		expect(markup).toContain('<select id="guest-country" name="country" autoComplete="country" aria-required="true">')
		expect(markup).toContain('<option value="ES" selected="">Spain</option>')
	})
	it('reads its hint after its choices, then its message', () => {
		const { country } = fieldsWith({ error: { country: ['required'] } })
		const markup = html(
			<SelectField field={country} label="Country" hint="Where you live" error="Choose a country" options={[{ value: 'ES', label: 'Spain' }]} />,
		)
		expect(attributesOf(markup, 'guest-country')).toMatchObject({ 'aria-describedby': 'guest-country-hint guest-country-error' })
		expect(markup).toContain('</select><p id="guest-country-hint" class="field-hint">Where you live</p><p id="guest-country-error" class="field-error">')
	})

	it('without a hint, is read with its message alone', () => {
		const { country } = fieldsWith()
		const markup = html(<SelectField field={country} label="Country" options={[{ value: 'ES', label: 'Spain' }]} />)
		expect(markup).not.toContain('field-hint')
		expect(markup).not.toContain('aria-describedby')
	})
})

describe('ChoiceGroup', () => {
	const housekeeping = [
		{ value: '', label: 'As usual' },
		{ value: 'GREEN', label: 'Skip a day' },
	]

	it('ties each choice to its label by id, "none" chosen when nothing was', () => {
		const field = { id: 'guest-housekeeping', name: 'housekeeping', errorId: 'guest-housekeeping-error', values: [] }
		const markup = html(<ChoiceGroup field={field} legend="Housekeeping" type="radio" choices={housekeeping} />)
		expect(markup).toContain('<legend>Housekeeping</legend>')
		expect(attributesOf(markup, 'guest-housekeeping-none')).toEqual({
			type: 'radio',
			id: 'guest-housekeeping-none',
			name: 'housekeeping',
			value: '',
			checked: '',
		})
		expect(attributesOf(markup, 'guest-housekeeping-GREEN')).toEqual({ type: 'radio', id: 'guest-housekeeping-GREEN', name: 'housekeeping', value: 'GREEN' })
		expect(markup).toContain('<label for="guest-housekeeping-none">As usual</label>')
		expect(markup).not.toContain('aria-')
	})

	it('ticks every kept value, and says its message under the group, named by the group', () => {
		const { requests } = fieldsWith({ initialValue: { requests: ['QT'] }, error: { requests: ['requestInvalid'] } })
		const choices = [
			{ value: 'HF', label: 'High floor' },
			{ value: 'QT', label: 'Quiet room' },
		]
		const markup = html(<ChoiceGroup field={requests} legend="Requests" type="checkbox" choices={choices} error="Choose from the list" />)
		expect(markup).toMatch(/^<fieldset aria-describedby="guest-requests-error">/)
		expect(attributesOf(markup, 'guest-requests-QT')).toEqual({
			type: 'checkbox',
			id: 'guest-requests-QT',
			name: 'requests',
			value: 'QT',
			checked: '',
			'aria-invalid': 'true',
		})
		expect(attributesOf(markup, 'guest-requests-HF')).toEqual({
			type: 'checkbox',
			id: 'guest-requests-HF',
			name: 'requests',
			value: 'HF',
			'aria-invalid': 'true',
		})
		expect(markup).toContain('<p id="guest-requests-error" class="field-error">Choose from the list</p></fieldset>')
	})

	it('takes a label with markup of its own', () => {
		const field = { id: 'room', name: 'roomPreference', errorId: 'room-error', values: ['KING'] }
		const choices = [
			{
				value: 'KING',
				label: (
					<>
						<strong>King bed</strong> one bed for two
					</>
				),
			},
		]
		const markup = html(<ChoiceGroup field={field} legend="What matters most?" type="radio" choices={choices} />)
		expect(markup).toContain('<label for="room-KING"><strong>King bed</strong> one bed for two</label>')
		expect(attributesOf(markup, 'room-KING')).toMatchObject({ checked: '' })
	})
})

describe('CheckboxRow', () => {
	it('given a value, is one choice of a radio group, chosen when the field holds that value', () => {
		const field = { id: 'room-KING', name: 'roomPreference', errorId: '', initialValue: 'KING' }
		expect(attributesOf(html(<CheckboxRow field={field} value="KING" label="King bed" />), 'room-KING')).toEqual({
			type: 'radio',
			id: 'room-KING',
			name: 'roomPreference',
			value: 'KING',
			checked: '',
		})
		const other = { ...field, id: 'room-TWIN' }
		expect(attributesOf(html(<CheckboxRow field={other} value="TWIN" label="Two beds" />), 'room-TWIN')).not.toHaveProperty('checked')
	})

	it('is asked for as its limits say, ticked when the answer kept it, its hint read with it', () => {
		const consent = { ...fieldsWith({ initialValue: { consent: 'on' } }).consent, limits: { required: true } }
		const markup = html(<CheckboxRow field={consent} label="I accept" hint="You may withdraw it" />)
		expect(attributesOf(markup, 'guest-consent')).toEqual({
			type: 'checkbox',
			id: 'guest-consent',
			name: 'consent',
			checked: '',
			'aria-required': 'true',
			'aria-describedby': 'guest-consent-hint',
		})
		expect(markup).toContain(
			'<label for="guest-consent" class="required">I accept</label><p id="guest-consent-hint" class="field-hint">You may withdraw it</p>',
		)
	})
})

describe('RadioOption', () => {
	it('takes a label with markup of its own, tied to its input by id', () => {
		const { requests } = fieldsWith()
		const markup = html(<RadioOption field={requests} value="HF" label={<em>High floor</em>} invalid={false} />)
		expect(markup).toContain('<label for="guest-requests-HF"><em>High floor</em></label>')
	})
})
