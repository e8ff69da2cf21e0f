import type { ReactNode } from 'react'
import type { SOCIAL_NETWORKS } from '@meridian/upstream-contract/page-model.ts'

type Network = (typeof SOCIAL_NETWORKS)[number]

// Simple marks for the footer's social links (spec 000 §2); the link carries the name.
// Drawn, not lettered: letters in the mark ("IG", "in") are visible text that the link's
// name does not contain, which fails WCAG 2.5.3 (label in name; issue 32).
const MARKS: Record<Network, ReactNode> = {
	facebook: <path d="M17.5 25v-7.5h2.6l.4-3h-3v-1.9c0-.9.3-1.5 1.5-1.5h1.6V8.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3h-2.6v3h2.6V25z" />,
	instagram: (
		<>
			<rect x="9.5" y="9.5" width="13" height="13" rx="4" fill="none" stroke="#ffffff" strokeWidth="2" />
			<circle cx="16" cy="16" r="3.2" fill="none" stroke="#ffffff" strokeWidth="2" />
			<circle cx="19.9" cy="12.1" r="1" />
		</>
	),
	twitter: <path d="M10 9.5h3.6l3.2 4.5 3.8-4.5h1.8l-4.8 5.6 5.4 7.4h-3.6l-3.5-4.8-4.1 4.8H10l5.2-6.1z" />,
	linkedin: (
		<>
			<rect x="10" y="14" width="3" height="9" />
			<circle cx="11.5" cy="10.6" r="1.8" />
			<path d="M15 14h2.9v1.3c.5-.9 1.6-1.5 3-1.5 2.5 0 3.4 1.5 3.4 4.2V23h-3v-4.4c0-1.3-.4-2.1-1.5-2.1-1.2 0-1.8.9-1.8 2.2V23h-3z" />
		</>
	),
	youtube: <path d="M13 10.5v11l9-5.5z" />,
}

export function SocialIcon({ network }: { network: Network }) {
	return (
		<svg className={`social-icon social-icon--${network}`} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
			<circle cx="16" cy="16" r="15" fill="currentColor" />
			<g fill="#ffffff">{MARKS[network]}</g>
		</svg>
	)
}
