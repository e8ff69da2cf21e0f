import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LOCALES, localizePath, stripSubDirectory, type Locale } from '#app/models/locale.ts'
import { InlineSelectField } from '#app/ui/form-fields.tsx'

type Props = { locale: Locale; returnTo?: string; error?: string; id?: string }

/** Posts the chosen locale; the server sets the cookie and returns to the same page. */
export function LanguageForm({ locale, returnTo, error, id = 'language' }: Props) {
	const { t } = useTranslation()
	const location = useLocation()
	const here = returnTo ?? `${stripSubDirectory(location.pathname)}${location.search}`
	const options = LOCALES.map((option) => ({ value: option, label: t(`footer.languageNames.${option}`), lang: option }))
	return (
		<Form method="post" action={localizePath('/language', locale)} className="language-form">
			<input type="hidden" name="returnTo" value={here} />
			<InlineSelectField
				field={{ id, name: 'locale', errorId: `${id}-error`, initialValue: locale }}
				label={t('footer.language')}
				error={error}
				options={options}
			>
				<button type="submit">{t('footer.changeLanguage')}</button>
			</InlineSelectField>
		</Form>
	)
}
