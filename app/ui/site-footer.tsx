import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/models/locale.ts'
import { LanguageForm } from './language-form.tsx'

export function SiteFooter({ locale }: { locale: Locale }) {
	const { t } = useTranslation()
	return (
		<footer className="site-footer">
			<LanguageForm locale={locale} id="footer-language" />
			<p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
		</footer>
	)
}
