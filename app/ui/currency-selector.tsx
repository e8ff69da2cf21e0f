import { Form, useSubmit } from '@remix-run/react'
import { useId } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { displayNames } from '#app/models/intl-formats.ts'
import { InlineSelectField } from '#app/ui/form-fields.tsx'

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
	const labelOf = currencyLabels(i18n.language)
	return (
		<Form method="get" action={action} preventScrollReset className="currency-selector">
			{hidden
				.filter(([name]) => name !== 'currency')
				.map(([name, fieldValue], index) => (
					<input key={`${name}-${index}`} type="hidden" name={name} value={fieldValue} />
				))}
			<InlineSelectField
				// A new list when the page's currency changes, so it shows the one in use.
				key={value}
				field={{ id, name: 'currency', errorId: `${id}-error`, initialValue: value }}
				label={t('currencySelector.label')}
				error={invalid ? t('currencySelector.invalid') : undefined}
				options={currencies.map((code) => ({ value: code, label: labelOf(code) }))}
				onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
			>
				<button type="submit" className="currency-selector__submit">
					{t('currencySelector.submit')}
				</button>
			</InlineSelectField>
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
