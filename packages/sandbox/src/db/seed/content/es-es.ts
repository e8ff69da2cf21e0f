import type { Footer, LanguageSelector, LinkBanner, MiniBanner, SignInContentBlock } from '@meridian/upstream-contract/page-model.ts'
import { CORPORATE_SITE, chainSite, destinationLinks, searchLink } from './links.ts'

// The Spanish (es-ES) authored content of the page model. Paths are written without the
// locale's sub-directory; the app places them under /es.

const corporate = (linkLabel: string, path: string) => ({ linkLabel, linkURL: `${CORPORATE_SITE}/es${path}`, openInaNewTab: true })

export const footer: Footer = {
	resourceProperties: {
		variation: 'expanded',
		destinationOnTop: false,
		destinationState: 'collapsed',
		destinationsTitle: 'Destinos destacados',
		socialTitle: 'Síguenos',
		copyright: '© {year} Meridian Hotels & Resorts. Todos los derechos reservados.',
	},
	columns: [
		{
			title: 'Nuestra empresa',
			items: [
				corporate('Sobre Meridian', '/about'),
				corporate('Empleo', '/careers'),
				corporate('Sala de prensa', '/news'),
				corporate('Inversores', '/investors'),
			],
		},
		{
			title: 'Trabaja con nosotros',
			items: [
				corporate('Desarrollo hotelero', '/development'),
				corporate('Agentes de viajes', '/travel-agents'),
				corporate('Organizadores de eventos', '/meetings'),
			],
		},
		{
			title: 'Ayuda',
			items: [
				{ linkLabel: 'Buscar un hotel', linkURL: '/', openInaNewTab: false },
				{ linkLabel: 'Tu cuenta', linkURL: '/sign-in.mi', openInaNewTab: false },
				{
					linkLabel: 'Atención al cliente',
					linkURL: 'tel:+34900555010',
					openInaNewTab: false,
					htmlContent: [{ text: 'Atención al cliente: ' }, { text: '+34 900 555 010', href: 'tel:+34900555010', strong: true }],
				},
			],
		},
		{
			title: 'Privacidad',
			items: [
				corporate('Centro de privacidad', '/privacy'),
				corporate('Preferencias de cookies', '/cookies'),
				corporate('Condiciones de uso', '/terms'),
				corporate('Accesibilidad', '/accessibility'),
			],
		},
	],
	destinations: destinationLinks('es'),
	socialLinks: [
		{ network: 'facebook', linkLabel: 'Meridian en Facebook', linkURL: 'https://www.facebook.com/' },
		{ network: 'instagram', linkLabel: 'Meridian en Instagram', linkURL: 'https://www.instagram.com/' },
		{ network: 'twitter', linkLabel: 'Meridian en X (Twitter)', linkURL: 'https://twitter.com/' },
		{ network: 'linkedin', linkLabel: 'Meridian en LinkedIn', linkURL: 'https://www.linkedin.com/' },
		{ network: 'youtube', linkLabel: 'Meridian en YouTube', linkURL: 'https://www.youtube.com/' },
	],
	minimizedItems: [
		corporate('Centro de privacidad', '/privacy'),
		corporate('Condiciones de uso', '/terms'),
		{ linkLabel: 'Buscar un hotel', linkURL: '/', openInaNewTab: false },
	],
}

export const linkBanner: LinkBanner = {
	linkBannerHeader: 'Planifica tu próximo viaje',
	headerTag: 'h2',
	noOfColumns: 4,
	hideColumDividers: false,
	columnDetails: [
		{ linkItems: [searchLink('Hoteles en Nueva York', 'New York'), searchLink('Hoteles en Chicago', 'Chicago'), searchLink('Hoteles en Austin', 'Austin')] },
		{ linkItems: [searchLink('Hoteles en Londres', 'London'), searchLink('Hoteles en Milán', 'Milano')] },
		{ linkItems: [searchLink('Hoteles en Tokio', 'Tokyo'), searchLink('Hoteles en Shanghái', 'Shanghai'), searchLink('Hoteles en Seúl', 'Seoul')] },
		{ linkItems: [searchLink('Hoteles en Toronto', 'Toronto'), searchLink('Hoteles en Las Vegas', 'Las Vegas')] },
	],
}

export const signInContentBlock: SignInContentBlock = {
	contentBlockHeader: 'Únete a Meridian Rewards',
	contentBlockDescription: [
		{ text: 'Los socios disfrutan de nuestras ' },
		{ text: 'mejores tarifas', strong: true },
		{ text: ', wifi gratis y puntos en cada estancia.' },
	],
	rememberedUserHeader: 'Hola de nuevo, {name}',
	rememberedUserContentBlock: [{ text: 'Inicia sesión para ver tus puntos y tus próximas estancias.' }],
	joinNowLabel: 'Únete ahora',
	joinNowCtaPath: '/loyalty/createAccount/createAccountPage1.mi',
	continueAsCTALabel: 'Continuar como invitado',
	continueAsCTAPath: '/',
	orLabel: 'o',
	iconDetails: [
		{ icon: 'points', title: 'Puntos en cada estancia' },
		{ icon: 'rates', title: 'Tarifas de socio' },
		{ icon: 'wifi', title: 'Wifi gratis' },
	],
	featuredDynamicImage: { assetPath: '/images/content/meridian-rewards.svg', altText: 'Meridian Rewards' },
	contentBlockIcon: 'logo',
	sweepsJoinNowTitle: 'Únete y gana una semana de estancia para dos',
	sweepsJoinNowCta: 'Únete y participa en el sorteo',
	sweepsJoinNowCtaPath: '/loyalty/createAccount/createAccountPage1.mi',
}

export const miniBanners: MiniBanner[] = [
	{
		type: 'memberCard',
		cardTitle: 'Los socios ahorran más',
		cardDescription: [{ text: 'Inicia sesión para reservar tarifas de socio y ganar puntos.' }],
		tagLine: 'Meridian Rewards',
		cardCTA: { ctaLink: '/sign-in.mi', ctaText: 'Ver tarifas de socio', target: '_self' },
	},
	{
		type: 'travelInsurance',
		cardTitle: 'Protege tu viaje',
		cardDescription: [{ text: 'Seguro de viaje para cancelaciones, retrasos y pérdida de equipaje.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/es/travel-insurance`, ctaText: 'Pide presupuesto', target: '_blank' },
	},
	{
		type: 'redemptionAlert',
		cardTitle: 'Usa tus puntos',
		cardDescription: [{ text: 'Noches gratis desde 7.500 puntos.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/es/redeem`, ctaText: 'Ver noches gratis', target: '_blank' },
	},
	{
		type: 'checkIn',
		cardTitle: 'Haz el check-in en línea',
		cardDescription: [{ text: 'Tu habitación está casi lista: haz el check-in ahora y evita la recepción.' }],
		cardCTA: { ctaLink: '/reservation/check-in-confirmation.mi', ctaText: 'Hacer el check-in', target: '_self' },
	},
	{
		type: 'sonder',
		cardTitle: 'Estancias largas con Sonder',
		cardDescription: [{ text: 'Apartamentos con cocina y espacio de sobra.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/es/sonder`, ctaText: 'Descubre Sonder', target: '_blank' },
	},
	{
		type: 'loyalty',
		cardTitle: 'Gana puntos con esta estancia',
		cardDescription: [{ text: 'Únete gratis a Meridian Rewards y gana puntos desde la primera noche.' }],
		cardCTA: { ctaLink: '/loyalty/createAccount/createAccountPage1.mi', ctaText: 'Únete gratis', target: '_self' },
	},
]

export const languageSelector: LanguageSelector = {
	title: 'Elige idioma y región',
	regions: [
		{
			heading: 'norteamérica',
			sites: [{ label: 'United States · English', locale: 'en-US' }, chainSite('Canada · Français', 'fr-ca'), chainSite('México · Español', 'es-mx')],
		},
		{
			heading: 'europa',
			sites: [{ label: 'España · Español', locale: 'es-ES' }, chainSite('United Kingdom · English', 'en-gb'), chainSite('Deutschland · Deutsch', 'de-de')],
		},
		{
			heading: 'asia-pacífico',
			sites: [chainSite('日本 · 日本語', 'ja-jp'), chainSite('中国 · 简体中文', 'zh-cn'), chainSite('Australia · English', 'en-au')],
		},
		{ heading: 'oriente-medio-y-áfrica', sites: [chainSite('United Arab Emirates · English', 'en-ae'), chainSite('South Africa · English', 'en-za')] },
		{ heading: 'caribe-y-latinoamérica', sites: [chainSite('Argentina · Español', 'es-ar'), chainSite('Brasil · Português', 'pt-br')] },
	],
}

/** La `<meta name="description">` de cada tipo de página; `{hotel}` es el nombre del hotel. */
export const metaDescriptions: Record<string, string> = {
	home: 'Encuentre un hotel Meridian en cualquier ciudad, compare habitaciones y tarifas, y reserve directamente al mejor precio.',
	hotel: '{hotel}: habitaciones, tarifas, ubicación y opiniones de huéspedes. Reserve directamente con Meridian Hotels & Resorts al mejor precio.',
	booking: 'Compare las habitaciones y tarifas de su hotel Meridian para sus fechas y reserve directamente al mejor precio.',
	'sign-in': 'Inicie sesión en Meridian Rewards para ver tarifas de socio, gestionar sus reservas y usar sus puntos.',
	language: 'Elija el idioma y la región del sitio web de Meridian Hotels & Resorts.',
	page: 'Meridian Hotels & Resorts: encuentre un hotel, reserve una habitación y gestione su estancia.',
}
