import { useTranslation } from 'react-i18next'

/** A brand's name from its code (`RZ` or `rz` → "The Ritz-Carlton"); the code itself when the catalogue has none. */
export function useBrandName(brandCode: string) {
	const { t } = useTranslation()
	return t(`hotel.brands.${brandCode.toUpperCase()}`, { defaultValue: brandCode.toUpperCase() })
}
