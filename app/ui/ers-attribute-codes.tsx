import { useTranslation } from 'react-i18next'

type Attribute = { code: string; description: string }

/** A room pool's ERS attribute codes (spec 001 §3, category.code), each with its meaning. */
export function ErsAttributeCodes({ attributes }: { attributes: Attribute[] }) {
	const { t } = useTranslation()
	if (attributes.length === 0) return <>{t('ersPages.none')}</>
	return (
		<ul className="ers-codes">
			{attributes.map((attribute) => (
				<li key={attribute.code}>
					<code>{attribute.code}</code> {attribute.description}
				</li>
			))}
		</ul>
	)
}
