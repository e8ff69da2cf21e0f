import { imageUrl } from './hotel-header.ts'
import { localizePath, type Locale } from './locale.ts'
import { SIGN_IN_PATHS, withClientId, type ContentBlockChoice } from './sign-in-content.ts'
import { contentHref } from './site-content.ts'
import type { RichText, SignInContentBlock } from '@meridian/upstream-contract/page-model.ts'

// What the sign-in content block shows (spec 000 §2, §3 content block fields): the page
// model's authored fields, each one falling back to the catalogue's text when the page
// model failed or left that field out, so the block is never empty.

/** Looks up catalogue text, i18next-style (`t`). */
export type Catalogue = (key: string, values?: Record<string, string>) => string

export type ContentBlockView = {
	header: string
	/** Null for the sweepstakes, which shows only its title and button. */
	description: RichText | null
	join: { label: string; href: string }
	/** Null where the block offers no continue-as link. */
	continueAs: { label: string; href: string } | null
	orLabel: string
	/** The icon variant's row; `icon` is a name the UI may not know (then title only). */
	icons: Array<{ icon: string; title: string }>
	/** The default variant's picture; null: its icon instead. */
	image: { src: string; alt: string } | null
	/** The default variant's icon (a name, like the icons'). */
	logoIcon: string
}

export type ContentBlockInput = {
	choice: ContentBlockChoice
	/** The page model's block; null when the page model failed. */
	authored: Partial<SignInContentBlock> | null | undefined
	locale: Locale
	clientId?: string
	rememberedName?: string
	lookupMode?: boolean
	/** The screen's own continue-as path, ahead of the authored one. */
	continueAsPath?: string
	imageCacheDomain: string
	/** The icons the catalogue has titles for (`contentBlock.icons.<name>`). */
	catalogueIcons: readonly string[]
}

/** An authored string, unless missing or blank. */
const text = (value: string | null | undefined) => (value?.trim() ? value : null)
const runs = (value: RichText | null | undefined) => (value?.some((run) => run.text.trim()) ? value : null)

/** An authored path made safe and localized (contentHref); null when missing or refused. */
const authoredHref = (path: string | null | undefined, locale: Locale, clientId?: string) => {
	const value = text(path)
	return value ? contentHref(withClientId(value.trim(), clientId), locale) : null
}

export function contentBlockView(input: ContentBlockInput, t: Catalogue): ContentBlockView {
	const { choice, locale, clientId, rememberedName, lookupMode } = input
	const authored = input.authored ?? {}
	const sweepstakes = choice.kind === 'sweepstakes' ? choice.sweepstakes : null

	const authoredRemembered = text(authored.rememberedUserHeader)
	const header = sweepstakes
		? (text(authored.sweepsJoinNowTitle) ?? t(`${sweepstakes.messages}.sweepsJoinNowTitle`))
		: rememberedName
			? (authoredRemembered?.replaceAll('{name}', rememberedName) ?? t('contentBlock.rememberedUserHeader', { name: rememberedName }))
			: (text(authored.contentBlockHeader) ?? t('contentBlock.contentBlockHeader'))

	const description = sweepstakes
		? null
		: rememberedName
			? (runs(authored.rememberedUserContentBlock) ?? [{ text: t('contentBlock.rememberedUserContentBlock') }])
			: (runs(authored.contentBlockDescription) ?? [{ text: t('contentBlock.contentBlockDescription') }])

	const join = sweepstakes
		? {
				label: text(authored.sweepsJoinNowCta) ?? t(`${sweepstakes.messages}.sweepsJoinNowCta`),
				href: authoredHref(authored.sweepsJoinNowCtaPath, locale, clientId) ?? localizePath(withClientId(sweepstakes.joinPath, clientId), locale),
			}
		: {
				label: text(authored.joinNowLabel) ?? t('contentBlock.joinNowLabel'),
				href: authoredHref(authored.joinNowCtaPath, locale, clientId) ?? localizePath(withClientId(SIGN_IN_PATHS.join, clientId), locale),
			}

	// The v2 layout links on only where a path is given; lookup mode always offers to go
	// on, by default to the reservation lookup page.
	const continuePath = input.continueAsPath ? localizePath(input.continueAsPath, locale) : authoredHref(authored.continueAsCTAPath, locale)
	const continueLabel = text(authored.continueAsCTALabel) ?? t('contentBlock.continueAsCTALabel')
	const continueAs = lookupMode
		? { label: continueLabel, href: continuePath ?? localizePath(SIGN_IN_PATHS.lookupReservation, locale) }
		: choice.kind === 'v2' && continuePath
			? { label: continueLabel, href: continuePath }
			: null

	const authoredIcons = authored.iconDetails?.filter((detail) => detail.title.trim())
	const icons = authoredIcons?.length ? authoredIcons : input.catalogueIcons.map((icon) => ({ icon, title: t(`contentBlock.icons.${icon}`) }))

	const picture = authored.featuredDynamicImage
	const src = picture ? imageUrl(text(picture.assetPath), input.imageCacheDomain) : ''
	const image = picture && src ? { src, alt: picture.altText } : null

	return {
		header,
		description,
		join,
		continueAs,
		orLabel: text(authored.orLabel) ?? t('contentBlock.orLabel'),
		icons,
		image,
		logoIcon: text(authored.contentBlockIcon) ?? 'logo',
	}
}
