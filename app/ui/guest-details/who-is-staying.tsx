import type { StateGroup } from '#app/models/subdivisions.ts'
import { useBookingTranslation } from '../messages/booking.ts'
import { type Field, SelectField, TextField } from '../form-fields.tsx'
import { StateField } from '../state-field.tsx'

type Name = 'nameTitle' | 'givenName' | 'surname' | 'email' | 'phone' | 'countryCode' | 'line1' | 'line2' | 'city' | 'stateProvinceCode' | 'postalCode'

type Props = {
	fields: Record<Name, Field>
	errorOf: (field: Field) => string | undefined
	countries: ReadonlyArray<{ code: string; name: string }>
	titles: ReadonlyArray<{ code: string; description: string }>
	stateGroups: readonly StateGroup[]
	/** The address parts the guest's country needs (US and CA: all). */
	requiredAddressFields: readonly string[]
}

/** Who is staying (spec 001 §3 guest profile): the name, how to reach the guest, the address. */
export function WhoIsStaying({ fields, errorOf, countries, titles, stateGroups, requiredAddressFields }: Props) {
	const { t } = useBookingTranslation()
	const required = (name: Name) => requiredAddressFields.includes(name)
	// The text fields' labels are their names' messages (booking.details.givenName: "First name").
	const text = (
		name: 'givenName' | 'surname' | 'email' | 'phone' | 'line1' | 'line2' | 'city' | 'postalCode',
		autoComplete: string,
		options: { type?: 'email' | 'tel'; required?: boolean } = {},
	) => <TextField field={fields[name]} label={t(`booking.details.${name}`)} error={errorOf(fields[name])} autoComplete={autoComplete} {...options} />
	return (
		<fieldset id="guest" className="guest-details__part">
			<legend>{t('booking.details.guestHeading')}</legend>
			{titles.length ? (
				<SelectField
					field={fields.nameTitle}
					label={t('booking.details.title')}
					error={errorOf(fields.nameTitle)}
					autoComplete="honorific-prefix"
					options={[{ value: '', label: t('booking.details.noTitle') }, ...titles.map((title) => ({ value: title.code, label: title.description }))]}
				/>
			) : null}
			{text('givenName', 'given-name')}
			{text('surname', 'family-name')}
			{text('email', 'email', { type: 'email' })}
			{text('phone', 'tel', { type: 'tel' })}
			<SelectField
				field={fields.countryCode}
				label={t('booking.details.country')}
				error={errorOf(fields.countryCode)}
				autoComplete="country"
				options={[{ value: '', label: t('booking.details.chooseCountry') }, ...countries.map((country) => ({ value: country.code, label: country.name }))]}
			/>
			<p className="field-hint">{t('booking.details.addressHint')}</p>
			{text('line1', 'address-line1', { required: required('line1') })}
			{text('line2', 'address-line2', { required: false })}
			{text('city', 'address-level2', { required: required('city') })}
			<StateField
				field={fields.stateProvinceCode}
				groups={stateGroups}
				label={t('booking.details.stateProvince')}
				error={errorOf(fields.stateProvinceCode)}
				required={required('stateProvinceCode')}
			/>
			{text('postalCode', 'postal-code', { required: required('postalCode') })}
		</fieldset>
	)
}
