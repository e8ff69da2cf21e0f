import type { SOCIAL_NETWORKS } from '@meridian/upstream-contract/page-model.ts'

type Network = (typeof SOCIAL_NETWORKS)[number]

// Simple marks for the footer's social links (spec 000 §2); the link carries the name.
const MARKS: Record<Network, string> = {
	facebook: 'f',
	instagram: 'IG',
	twitter: 'X',
	linkedin: 'in',
	youtube: '▶',
}

export function SocialIcon({ network }: { network: Network }) {
	return (
		<svg className={`social-icon social-icon--${network}`} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
			<circle cx="16" cy="16" r="15" fill="currentColor" />
			<text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
				{MARKS[network]}
			</text>
		</svg>
	)
}
