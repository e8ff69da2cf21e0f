import type { Footer, LanguageSelector, LinkBanner, MiniBanner, SignInContentBlock } from '@meridian/upstream-contract/page-model.ts'
import { CORPORATE_SITE, chainSite, destinationLinks, searchLink } from './links.ts'

// The English (en-US) authored content of the page model.

const corporate = (linkLabel: string, path: string) => ({ linkLabel, linkURL: `${CORPORATE_SITE}${path}`, openInaNewTab: true })

export const footer: Footer = {
	resourceProperties: {
		variation: 'expanded',
		destinationOnTop: false,
		destinationState: 'collapsed',
		destinationsTitle: 'Top destinations',
		socialTitle: 'Follow us',
		copyright: '© {year} Meridian Hotels & Resorts. All rights reserved.',
	},
	columns: [
		{
			title: 'Our company',
			items: [
				corporate('About Meridian', '/about'),
				corporate('Careers', '/careers'),
				corporate('Newsroom', '/news'),
				corporate('Investor relations', '/investors'),
			],
		},
		{
			title: 'Work with us',
			items: [corporate('Hotel development', '/development'), corporate('Travel agents', '/travel-agents'), corporate('Meeting planners', '/meetings')],
		},
		{
			title: 'Find help',
			items: [
				{ linkLabel: 'Find a hotel', linkURL: '/', openInaNewTab: false },
				{ linkLabel: 'Your account', linkURL: '/sign-in.mi', openInaNewTab: false },
				{
					linkLabel: 'Customer care',
					linkURL: 'tel:+18005550100',
					openInaNewTab: false,
					htmlContent: [{ text: 'Customer care: ' }, { text: '+1 800 555 0100', href: 'tel:+18005550100', strong: true }],
				},
			],
		},
		{
			title: 'Privacy',
			items: [
				corporate('Privacy centre', '/privacy'),
				corporate('Cookie preferences', '/cookies'),
				corporate('Terms of use', '/terms'),
				corporate('Accessibility', '/accessibility'),
			],
		},
	],
	destinations: destinationLinks('en'),
	socialLinks: [
		{ network: 'facebook', linkLabel: 'Meridian on Facebook', linkURL: 'https://www.facebook.com/' },
		{ network: 'instagram', linkLabel: 'Meridian on Instagram', linkURL: 'https://www.instagram.com/' },
		{ network: 'twitter', linkLabel: 'Meridian on X (Twitter)', linkURL: 'https://twitter.com/' },
		{ network: 'linkedin', linkLabel: 'Meridian on LinkedIn', linkURL: 'https://www.linkedin.com/' },
		{ network: 'youtube', linkLabel: 'Meridian on YouTube', linkURL: 'https://www.youtube.com/' },
	],
	minimizedItems: [
		corporate('Privacy centre', '/privacy'),
		corporate('Terms of use', '/terms'),
		{ linkLabel: 'Find a hotel', linkURL: '/', openInaNewTab: false },
	],
}

export const linkBanner: LinkBanner = {
	linkBannerHeader: 'Plan your next trip',
	headerTag: 'h2',
	noOfColumns: 4,
	hideColumDividers: false,
	columnDetails: [
		{ linkItems: [searchLink('Hotels in New York', 'New York'), searchLink('Hotels in Chicago', 'Chicago'), searchLink('Hotels in Austin', 'Austin')] },
		{ linkItems: [searchLink('Hotels in London', 'London'), searchLink('Hotels in Milan', 'Milano')] },
		{ linkItems: [searchLink('Hotels in Tokyo', 'Tokyo'), searchLink('Hotels in Shanghai', 'Shanghai'), searchLink('Hotels in Seoul', 'Seoul')] },
		{ linkItems: [searchLink('Hotels in Toronto', 'Toronto'), searchLink('Hotels in Las Vegas', 'Las Vegas')] },
	],
}

export const signInContentBlock: SignInContentBlock = {
	contentBlockHeader: 'Not a member yet?',
	contentBlockDescription: [{ text: 'Members get our ' }, { text: 'best rates', strong: true }, { text: ', free Wi-Fi and points on every stay.' }],
	rememberedUserHeader: "{name}, there's more to your stay",
	rememberedUserContentBlock: [{ text: 'Sign in to see your points and upcoming stays.' }],
	joinNowLabel: 'Join now',
	joinNowCtaPath: '/loyalty/createAccount/createAccountPage1.mi',
	continueAsCTALabel: 'Continue as a guest',
	continueAsCTAPath: '/',
	orLabel: 'or',
	iconDetails: [
		{ icon: 'points', title: 'Points on every stay' },
		{ icon: 'rates', title: 'Member rates' },
		{ icon: 'wifi', title: 'Free Wi-Fi' },
	],
	featuredDynamicImage: { assetPath: '/images/content/meridian-rewards.svg', altText: 'Meridian Rewards' },
	contentBlockIcon: 'logo',
	sweepsJoinNowTitle: "Join now for a chance to win a week's stay for two",
	sweepsJoinNowCta: 'Join and enter the sweepstakes',
	sweepsJoinNowCtaPath: '/loyalty/createAccount/createAccountPage1.mi',
}

export const miniBanners: MiniBanner[] = [
	{
		type: 'memberCard',
		cardTitle: 'Members save more',
		cardDescription: [{ text: 'Sign in to book member rates and earn points.' }],
		tagLine: 'Meridian Rewards',
		cardCTA: { ctaLink: '/sign-in.mi', ctaText: 'See member rates', target: '_self' },
	},
	{
		type: 'travelInsurance',
		cardTitle: 'Protect your trip',
		cardDescription: [{ text: 'Travel insurance for cancellations, delays and lost luggage.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/travel-insurance`, ctaText: 'Get a quote', target: '_blank' },
	},
	{
		type: 'redemptionAlert',
		cardTitle: 'Use your points',
		cardDescription: [{ text: 'Free nights start at 7,500 points.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/redeem`, ctaText: 'See free nights', target: '_blank' },
	},
	{
		type: 'checkIn',
		cardTitle: 'Check in online',
		cardDescription: [{ text: 'Your room is nearly ready: check in now and skip the front desk.' }],
		cardCTA: { ctaLink: '/reservation/check-in-confirmation.mi', ctaText: 'Check in', target: '_self' },
	},
	{
		type: 'sonder',
		cardTitle: 'Stay longer with Sonder',
		cardDescription: [{ text: 'Apartments with a kitchen and room to spread out.' }],
		cardCTA: { ctaLink: `${CORPORATE_SITE}/sonder`, ctaText: 'Explore Sonder', target: '_blank' },
	},
	{
		type: 'loyalty',
		cardTitle: 'Earn points on this stay',
		cardDescription: [{ text: 'Join Meridian Rewards for free and earn from your first night.' }],
		cardCTA: { ctaLink: '/loyalty/createAccount/createAccountPage1.mi', ctaText: 'Join for free', target: '_self' },
	},
]

export const languageSelector: LanguageSelector = {
	title: 'Choose a language and region',
	regions: [
		{
			heading: 'north-america',
			sites: [{ label: 'United States · English', locale: 'en-US' }, chainSite('Canada · Français', 'fr-ca'), chainSite('México · Español', 'es-mx')],
		},
		{
			heading: 'europe',
			sites: [{ label: 'España · Español', locale: 'es-ES' }, chainSite('United Kingdom · English', 'en-gb'), chainSite('Deutschland · Deutsch', 'de-de')],
		},
		{ heading: 'asia-pacific', sites: [chainSite('日本 · 日本語', 'ja-jp'), chainSite('中国 · 简体中文', 'zh-cn'), chainSite('Australia · English', 'en-au')] },
		{ heading: 'middle-east-and-africa', sites: [chainSite('United Arab Emirates · English', 'en-ae'), chainSite('South Africa · English', 'en-za')] },
		{ heading: 'caribbean-and-latin-america', sites: [chainSite('Argentina · Español', 'es-ar'), chainSite('Brasil · Português', 'pt-br')] },
	],
}

/** The `<meta name="description">` of each page type; `{hotel}` is the hotel's name. */
export const metaDescriptions: Record<string, string> = {
	home: 'Find a Meridian hotel in any city, compare rooms and rates, and book your stay directly at the best rate.',
	hotel: '{hotel}: rooms, rates, location and guest reviews. Book directly with Meridian Hotels & Resorts for the best rate.',
	booking: 'Compare the rooms and rates of your Meridian hotel for your dates and book directly at the best rate.',
	'sign-in': 'Sign in to Meridian Rewards to see member rates, manage your reservations and use your points.',
	language: 'Choose the language and region of the Meridian Hotels & Resorts website.',
	page: 'Meridian Hotels & Resorts: find a hotel, book a room and manage your stay.',
}
