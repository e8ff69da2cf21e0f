import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { getLocale, i18n } from '#app/services/i18n.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18n.getFixedT(await getLocale(request))
	return json({ title: `${t('home.title')} | ${t('site.name')}` })
}

export default function HomePage() {
	const { t } = useTranslation()
	return (
		<section className="home" aria-labelledby="home-heading">
			<h1 id="home-heading">{t('home.heading')}</h1>
			<p>{t('home.intro')}</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }]
