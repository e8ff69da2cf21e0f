import { controlOf, describedBy, FieldRow, type Field } from './form-fields.tsx'

type Props = { field: Field; label: string; error?: string; countries: ReadonlyArray<{ code: string; name: string }> }

/** The country of residence, from the list the page was given (the platform's, or ours). */
export function CountryField({ field, label, error, countries }: Props) {
	return (
		<FieldRow field={field} label={label} error={error}>
			<select {...controlOf(field)} autoComplete="country" aria-required="true" aria-describedby={describedBy(field)}>
				{countries.map((country) => (
					<option key={country.code} value={country.code}>
						{country.name}
					</option>
				))}
			</select>
		</FieldRow>
	)
}
