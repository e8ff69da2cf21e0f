// The content block's pictures (spec 000 §3 iconDetails, contentBlockIcon) as inline
// SVG: no request, no image host, and they take the text colour.
export const CONTENT_BLOCK_ICONS = ['points', 'rates', 'wifi'] as const
type IconName = (typeof CONTENT_BLOCK_ICONS)[number] | 'logo'

/** Whether an authored icon name is one drawn here. */
export function isContentBlockIcon(name: string): name is IconName {
	return name === 'logo' || (CONTENT_BLOCK_ICONS as readonly string[]).includes(name)
}

const PATHS: Record<IconName, string> = {
	points: 'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.2l7.1-.6z',
	rates: 'M3 12V3h9l9 9-9 9zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
	wifi: 'M12 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 12.5l1.8 1.8a7.5 7.5 0 0 1 10.4 0l1.8-1.8a10 10 0 0 0-14 0zM1.5 9l1.8 1.8a12.5 12.5 0 0 1 17.4 0L22.5 9a15 15 0 0 0-21 0z',
	logo: 'M3 20V4h3l6 8 6-8h3v16h-3V9l-6 8-6-8v11z',
}

type Props = { icon: IconName; className?: string; /** Read out when given; otherwise decorative. */ label?: string }

export function ContentBlockIcon({ icon, className, label }: Props) {
	return (
		<svg
			className={className ?? 'content-block__icon'}
			viewBox="0 0 24 24"
			width="24"
			height="24"
			fill="currentColor"
			{...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
		>
			<path d={PATHS[icon]} />
		</svg>
	)
}
