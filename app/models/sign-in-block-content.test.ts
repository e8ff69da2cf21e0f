import { describe, expect, it } from 'vitest'
import { contentBlockView, type Catalogue, type ContentBlockInput } from './sign-in-block-content.ts'
import { chooseContentBlock } from './sign-in-content.ts'
import type { SignInContentBlock } from '@meridian/upstream-contract/page-model.ts'

// The catalogue as a recognisable stand-in: `catalogue:<key>`, with values after a pipe.
const t: Catalogue = (key, values) => (values ? `catalogue:${key}|${Object.values(values).join(',')}` : `catalogue:${key}`)

const authored: SignInContentBlock = {
	contentBlockHeader: 'Únete a Meridian Rewards',
	contentBlockDescription: [{ text: 'Los socios ' }, { text: 'ganan', strong: true }],
	rememberedUserHeader: 'Hola de nuevo, {name}',
	rememberedUserContentBlock: [{ text: 'Inicia sesión.' }],
	joinNowLabel: 'Únete ahora',
	joinNowCtaPath: '/loyalty/createAccount/createAccountPage1.mi',
	continueAsCTALabel: 'Continuar como invitado',
	continueAsCTAPath: '/reservation/lookupReservation.mi',
	orLabel: 'o',
	iconDetails: [{ icon: 'wifi', title: 'Wifi gratis' }],
	featuredDynamicImage: { assetPath: '/images/content/rewards.jpg', altText: 'Socios en la piscina' },
	contentBlockIcon: 'points',
	sweepsJoinNowTitle: 'Gana una semana',
	sweepsJoinNowCta: 'Participa',
	sweepsJoinNowCtaPath: '/loyalty/sweeps.mi',
}

const input = (overrides: Partial<ContentBlockInput> = {}): ContentBlockInput => ({
	choice: chooseContentBlock(undefined),
	authored,
	locale: 'es-ES',
	imageCacheDomain: 'https://cache.example/',
	catalogueIcons: ['points', 'rates', 'wifi'],
	...overrides,
})

describe('contentBlockView from the page model', () => {
	it('shows the authored fields, links localized and the image on the image cache domain', () => {
		expect(contentBlockView(input(), t)).toEqual({
			header: 'Únete a Meridian Rewards',
			description: [{ text: 'Los socios ' }, { text: 'ganan', strong: true }],
			join: { label: 'Únete ahora', href: '/es/loyalty/createAccount/createAccountPage1.mi' },
			continueAs: null,
			orLabel: 'o',
			icons: [{ icon: 'wifi', title: 'Wifi gratis' }],
			image: { src: 'https://cache.example/images/content/rewards.jpg', alt: 'Socios en la piscina' },
			logoIcon: 'points',
		})
	})

	it('greets a remembered member with the authored header, their name in it', () => {
		const view = contentBlockView(input({ rememberedName: 'Tomoko' }), t)
		expect(view.header).toBe('Hola de nuevo, Tomoko')
		expect(view.description).toEqual([{ text: 'Inicia sesión.' }])
	})

	it('gives a sweepstakes client the authored title and button, its path carrying clientId', () => {
		const view = contentBlockView(input({ choice: chooseContentBlock('sweeps2026'), clientId: 'sweeps2026' }), t)
		expect(view.header).toBe('Gana una semana')
		expect(view.description).toBeNull()
		expect(view.join).toEqual({ label: 'Participa', href: '/es/loyalty/sweeps.mi?clientId=sweeps2026' })
	})

	it('offers continue-as in the v2 layout and in lookup mode, the screen’s own path first', () => {
		expect(contentBlockView(input({ choice: chooseContentBlock(undefined, 'v2') }), t).continueAs).toEqual({
			label: 'Continuar como invitado',
			href: '/es/reservation/lookupReservation.mi',
		})
		expect(contentBlockView(input({ lookupMode: true, continueAsPath: '/reservation/find.mi' }), t).continueAs?.href).toBe('/es/reservation/find.mi')
	})

	it('refuses an unsafe authored path and uses the join page instead', () => {
		const view = contentBlockView(input({ authored: { ...authored, joinNowCtaPath: 'javascript:alert(1)' }, clientId: 'partner7' }), t)
		expect(view.join.href).toBe('/es/loyalty/createAccount/createAccountPage1.mi?clientId=partner7')
	})
})

describe('contentBlockView falling back to the catalogue', () => {
	it('uses the catalogue for everything when the page model failed', () => {
		const view = contentBlockView(input({ authored: null, locale: 'en-US' }), t)
		expect(view).toEqual({
			header: 'catalogue:contentBlock.contentBlockHeader',
			description: [{ text: 'catalogue:contentBlock.contentBlockDescription' }],
			join: { label: 'catalogue:contentBlock.joinNowLabel', href: '/loyalty/createAccount/createAccountPage1.mi' },
			continueAs: null,
			orLabel: 'catalogue:contentBlock.orLabel',
			icons: [
				{ icon: 'points', title: 'catalogue:contentBlock.icons.points' },
				{ icon: 'rates', title: 'catalogue:contentBlock.icons.rates' },
				{ icon: 'wifi', title: 'catalogue:contentBlock.icons.wifi' },
			],
			image: null,
			logoIcon: 'logo',
		})
		expect(contentBlockView(input({ authored: null, rememberedName: 'Tomoko' }), t).header).toBe('catalogue:contentBlock.rememberedUserHeader|Tomoko')
		const sweeps = contentBlockView(input({ authored: null, choice: chooseContentBlock('sweeps2026'), clientId: 'sweeps2026' }), t)
		expect(sweeps.header).toBe('catalogue:contentBlock.sweepstakes.sweeps2026.sweepsJoinNowTitle')
		expect(sweeps.join).toEqual({
			label: 'catalogue:contentBlock.sweepstakes.sweeps2026.sweepsJoinNowCta',
			href: '/es/loyalty/createAccount/createAccountPage1.mi?clientId=sweeps2026',
		})
	})

	it('fills in only the fields the page model left out or blank', () => {
		const partial = {
			...authored,
			contentBlockHeader: '  ',
			contentBlockDescription: [],
			joinNowLabel: undefined,
			iconDetails: null,
			featuredDynamicImage: null,
		}
		const view = contentBlockView(input({ authored: partial }), t)
		expect(view.header).toBe('catalogue:contentBlock.contentBlockHeader')
		expect(view.description).toEqual([{ text: 'catalogue:contentBlock.contentBlockDescription' }])
		expect(view.join).toEqual({ label: 'catalogue:contentBlock.joinNowLabel', href: '/es/loyalty/createAccount/createAccountPage1.mi' })
		expect(view.icons).toHaveLength(3)
		expect(view.image).toBeNull()
		// What it did author stays.
		expect(view.orLabel).toBe('o')
	})

	it('sends lookup mode to the lookup page when no path is given at all', () => {
		const view = contentBlockView(input({ authored: null, lookupMode: true, locale: 'en-US' }), t)
		expect(view.continueAs).toEqual({ label: 'catalogue:contentBlock.continueAsCTALabel', href: '/reservation/lookupReservation.mi' })
	})
})
