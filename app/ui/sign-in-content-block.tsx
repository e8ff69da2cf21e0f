import { Link, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#app/models/locale.ts'
import { contentBlockView } from '#app/models/sign-in-block-content.ts'
import { chooseContentBlock, type ContentBlockLayout } from '#app/models/sign-in-content.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { ContentBlockIcon, CONTENT_BLOCK_ICONS, isContentBlockIcon } from './content-block-icon.tsx'
import { RichText } from './content-link.tsx'

type Props = {
	/** The query's clientId: a client with a sweepstakes sees it instead of the layout. */
	clientId?: string
	layout?: ContentBlockLayout
	/** False where online join is refused (spec 000 §6): a line says so instead of the button. */
	onlineJoin: boolean
	/** A remembered user sees the header with their name. */
	rememberedName?: string
	/** Reservation-lookup mode: a footer offers to go on without signing in. */
	lookupMode?: boolean
	/** Where "continue as" goes, ahead of the authored path; in lookup mode without either, the lookup form. */
	continueAsPath?: string
	/** Prefixed to the featured image's path (the environment's image cache domain). */
	imageCacheDomain?: string
	/** In an overlay frame the links open in the whole window. */
	target?: '_top'
}

/**
 * The sign-in and join-now content block (spec 000 §2). Its text is the page model's
 * (from the root loader), field by field, with the catalogue's where the page model
 * failed or has no such field.
 */
export function SignInContentBlock({
	clientId,
	layout = 'default',
	onlineJoin,
	rememberedName,
	lookupMode,
	continueAsPath,
	imageCacheDomain = '',
	target,
}: Props) {
	const { t, i18n } = useTranslation()
	const root = useRouteLoaderData<RootLoaderData>('root')
	const locale = (root?.locale ?? i18n.language) as Locale
	const choice = chooseContentBlock(clientId, layout)
	const view = contentBlockView(
		{
			choice,
			authored: root?.siteContent?.signInContentBlock,
			locale,
			clientId,
			rememberedName,
			lookupMode,
			continueAsPath,
			imageCacheDomain,
			catalogueIcons: CONTENT_BLOCK_ICONS,
		},
		(key, values) => t(key, values),
	)
	const logoIcon = isContentBlockIcon(view.logoIcon) ? view.logoIcon : 'logo'

	return (
		<aside className={`content-block content-block--${choice.kind}`} aria-labelledby="content-block-heading">
			{choice.kind === 'default' ? (
				view.image ? (
					<img className="content-block__image" src={view.image.src} alt={view.image.alt} />
				) : (
					<ContentBlockIcon icon={logoIcon} className="content-block__logo" label={t('contentBlock.logoAlt')} />
				)
			) : null}
			<h2 id="content-block-heading">{view.header}</h2>
			{view.description ? (
				<p className="content-block__description">
					<RichText runs={view.description} locale={locale} />
				</p>
			) : null}
			{choice.kind === 'icon' ? (
				<ul className="content-block__icons">
					{view.icons.map(({ icon, title }, index) => (
						<li key={index}>
							{isContentBlockIcon(icon) ? <ContentBlockIcon icon={icon} /> : null}
							{title}
						</li>
					))}
				</ul>
			) : null}
			{onlineJoin ? (
				<p>
					<Link to={view.join.href} target={target} className="button-link">
						{view.join.label}
					</Link>
				</p>
			) : (
				<p className="content-block__unavailable">{t('contentBlock.prohibitedCountryErrMsg')}</p>
			)}
			{view.continueAs && !lookupMode ? (
				<p>
					<Link to={view.continueAs.href} target={target}>
						{view.continueAs.label}
					</Link>
				</p>
			) : null}
			{view.continueAs && lookupMode ? (
				<footer className="content-block__footer">
					<p className="content-block__or">{view.orLabel}</p>
					<p>
						<Link to={view.continueAs.href} target={target}>
							{view.continueAs.label}
						</Link>
					</p>
				</footer>
			) : null}
		</aside>
	)
}
