import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LOCALES, localizePath, stripSubDirectory, type Locale } from '#app/models/locale.ts'

type Props = { locale: Locale; returnTo?: string; error?: string; id?: string }

/** Posts the chosen locale; the server sets the cookie and returns to the same page. */
export function LanguageForm({ locale, returnTo, error, id = 'language' }: Props) {
	const { t } = useTranslation()
	const location = useLocation()
	const here = returnTo ?? `${stripSubDirectory(location.pathname)}${location.search}`
	const errorId = `${id}-error`
	return (
		<Form method="post" action={localizePath('/language', locale)} className="language-form">
			<input type="hidden" name="returnTo" value={here} />
			<label htmlFor={id}>{t('footer.language')}</label>
			<select id={id} name="locale" defaultValue={locale} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
				{LOCALES.map((option) => (
					<option key={option} value={option} lang={option}>
						{t(`footer.languageNames.${option}`)}
					</option>
				))}
			</select>
			<button type="submit">{t('footer.changeLanguage')}</button>
			{error ? (
				<p id={errorId} className="field-error" role="alert">
					{error}
				</p>
			) : null}
		</Form>
	)
}
