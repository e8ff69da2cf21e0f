import { type Field, SelectField } from './form-fields.tsx'

type Props = { field: Field; label: string; error?: string; countries: ReadonlyArray<{ code: string; name: string }> }

/** The country of residence, from the list the page was given (the platform's, or ours); always asked. */
export function CountryField({ field, label, error, countries }: Props) {
	return (
		<SelectField
			field={field}
			label={label}
			error={error}
			required
			autoComplete="country"
			options={countries.map((country) => ({ value: country.code, label: country.name }))}
		/>
	)
}
