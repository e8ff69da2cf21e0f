import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { chooseContentBlock, SIGN_IN_PATHS, withClientId, type ContentBlockLayout } from '#app/models/sign-in-content.ts'
import { ContentBlockIcon, CONTENT_BLOCK_ICONS } from './content-block-icon.tsx'

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
	/** Where "continue as" goes; in lookup mode without one, the lookup form. */
	continueAsPath?: string
	/** In an overlay frame the links open in the whole window. */
	target?: '_top'
}

/**
 * The sign-in and join-now content block (spec 000 §2). Text comes from the catalogue as
 * plain text for now (no HTML); a later issue moves the authored content to the platform.
 */
export function SignInContentBlock({ clientId, layout = 'default', onlineJoin, rememberedName, lookupMode, continueAsPath, target }: Props) {
	const { t, i18n } = useTranslation()
	const locale = i18n.language as Locale
	const choice = chooseContentBlock(clientId, layout)
	const sweepstakes = choice.kind === 'sweepstakes' ? choice.sweepstakes : null
	const header = sweepstakes
		? t(`${sweepstakes.messages}.sweepsJoinNowTitle`)
		: rememberedName
			? t('contentBlock.rememberedUserHeader', { name: rememberedName })
			: t('contentBlock.contentBlockHeader')
	const description = rememberedName ? t('contentBlock.rememberedUserContentBlock') : t('contentBlock.contentBlockDescription')
	const joinHref = localizePath(withClientId(sweepstakes?.joinPath ?? SIGN_IN_PATHS.join, clientId), locale)
	const continueAsHref = localizePath(continueAsPath ?? SIGN_IN_PATHS.lookupReservation, locale)

	return (
		<aside className={`content-block content-block--${choice.kind}`} aria-labelledby="content-block-heading">
			{choice.kind === 'default' ? <ContentBlockIcon icon="logo" className="content-block__logo" label={t('contentBlock.logoAlt')} /> : null}
			<h2 id="content-block-heading">{header}</h2>
			{sweepstakes ? null : <p className="content-block__description">{description}</p>}
			{choice.kind === 'icon' ? (
				<ul className="content-block__icons">
					{CONTENT_BLOCK_ICONS.map((icon) => (
						<li key={icon}>
							<ContentBlockIcon icon={icon} />
							{t(`contentBlock.icons.${icon}`)}
						</li>
					))}
				</ul>
			) : null}
			{onlineJoin ? (
				<p>
					<Link to={joinHref} target={target} className="button-link">
						{sweepstakes ? t(`${sweepstakes.messages}.sweepsJoinNowCta`) : t('contentBlock.joinNowLabel')}
					</Link>
				</p>
			) : (
				<p className="content-block__unavailable">{t('contentBlock.prohibitedCountryErrMsg')}</p>
			)}
			{choice.kind === 'v2' && continueAsPath && !lookupMode ? (
				<p>
					<Link to={continueAsHref} target={target}>
						{t('contentBlock.continueAsCTALabel')}
					</Link>
				</p>
			) : null}
			{lookupMode ? (
				<footer className="content-block__footer">
					<p className="content-block__or">{t('contentBlock.orLabel')}</p>
					<p>
						<Link to={continueAsHref} target={target}>
							{t('contentBlock.continueAsCTALabel')}
						</Link>
					</p>
				</footer>
			) : null}
		</aside>
	)
}
