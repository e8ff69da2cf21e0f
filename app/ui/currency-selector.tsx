import { Form, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { displayNames } from '#app/models/intl-formats.ts'

type Props = {
	/** Currency codes on offer (the hotel's among them). */
	currencies: readonly string[]
	/** The currency prices are shown in. */
	value: string
	/** The hotel's currency: the one charged. */
	hotelCurrency: string
	/** The page's other query values, kept as hidden inputs so the choice changes nothing else. */
	hidden?: ReadonlyArray<readonly [string, string]>
	/** Where the form goes; by default the page it is on. */
	action?: string
	/** The `currency` sent was not one on offer. */
	invalid?: boolean
}

/**
 * The currency selector (spec 001 §1, §2): a GET form named `currency`, so it works
 * without JavaScript; with it, choosing a currency submits at once. Says which
 * currency is charged, since only the display changes.
 */
export function CurrencySelector({ currencies, value, hotelCurrency, hidden = [], action, invalid = false }: Props) {
	const { t, i18n } = useRatesTranslation()
	const submit = useSubmit()
	const id = useId()
	const errorId = `${id}-error`
	const labelOf = currencyLabels(i18n.language)
	return (
		<Form method="get" action={action} preventScrollReset className="currency-selector">
			{hidden
				.filter(([name]) => name !== 'currency')
				.map(([name, fieldValue], index) => (
					<input key={`${name}-${index}`} type="hidden" name={name} value={fieldValue} />
				))}
			<label htmlFor={id}>{t('currencySelector.label')}</label>
			<select
				id={id}
				name="currency"
				defaultValue={value}
				key={value}
				aria-invalid={invalid || undefined}
				aria-describedby={invalid ? errorId : undefined}
				onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
			>
				{currencies.map((code) => (
					<option key={code} value={code}>
						{labelOf(code)}
					</option>
				))}
			</select>
			<button type="submit" className="currency-selector__submit">
				{t('currencySelector.submit')}
			</button>
			{invalid ? (
				<p id={errorId} className="field-error" role="alert">
					{t('currencySelector.invalid')}
				</p>
			) : null}
			<p className="currency-selector__charged">{t('currencySelector.charged', { currency: hotelCurrency })}</p>
		</Form>
	)
}

// A rate list offers dozens of currencies, and looking a name up is the costly part of
// this form: each locale's labels are worked out once (codes are few and fixed in length).
const MAX_LABELS = 2_000
const labels = new Map<string, string>()

function currencyLabels(locale: string) {
	let names: Intl.DisplayNames | null
	try {
		names = displayNames(locale, { type: 'currency' })
	} catch {
		names = null
	}
	return (code: string) => {
		const id = `${locale}|${code}`
		let label = labels.get(id)
		if (label === undefined) {
			const name = names?.of(code)
			label = name ? `${code} – ${name}` : code
			if (labels.size < MAX_LABELS) labels.set(id, label)
		}
		return label
	}
}
