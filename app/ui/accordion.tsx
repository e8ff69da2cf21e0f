import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'

/** Spec 000 §9 breakpoints: phones up to 767 px, tablets from 768, desktops from 992. */
const FORCED_OPEN_QUERY = {
	phone: '(max-width: 767px)',
	'tablet-and-phone': '(max-width: 991px)',
} as const

export type ForcedOpen = keyof typeof FORCED_OPEN_QUERY

type Props = {
	/** The summary line: what the hidden part is about. */
	title: ReactNode
	/** Open on first view (everywhere). */
	defaultOpen?: boolean
	/** Always open, and not collapsible, on phones only or on tablets and phones. */
	forcedOpen?: ForcedOpen
	className?: string
	children: ReactNode
}

/**
 * An accordion (spec 000 §4) built on `<details>`/`<summary>`, so it opens and collapses
 * without JavaScript and the browser reports its expanded state on the summary itself
 * (aria-expanded by hand is not allowed on a summary). The arrow flips in CSS.
 *
 * Forced open: the server renders it open, since it cannot know the screen; CSS keeps
 * the content shown and the arrow hidden within the breakpoint even if someone collapses
 * it; with JavaScript, wider screens get `defaultOpen` back and a click within the
 * breakpoint does nothing.
 */
export function Accordion({ title, defaultOpen = false, forcedOpen, className, children }: Props) {
	const ref = useRef<HTMLDetailsElement>(null)

	useEffect(() => {
		const details = ref.current
		if (!forcedOpen || !details) return
		const query = window.matchMedia(FORCED_OPEN_QUERY[forcedOpen])
		const apply = () => {
			details.open = query.matches || defaultOpen
		}
		apply()
		query.addEventListener('change', apply)
		return () => query.removeEventListener('change', apply)
	}, [forcedOpen, defaultOpen])

	const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
		if (forcedOpen && window.matchMedia(FORCED_OPEN_QUERY[forcedOpen]).matches) event.preventDefault()
	}

	const classes = ['accordion', forcedOpen ? `accordion--forced-${forcedOpen}` : '', className ?? ''].filter(Boolean).join(' ')
	return (
		<details ref={ref} className={classes} open={defaultOpen || Boolean(forcedOpen)}>
			<summary className="accordion__summary" onClick={onSummaryClick}>
				<span className="accordion__title">{title}</span>
				<span className="accordion__arrow" aria-hidden="true" />
			</summary>
			<div className="accordion__content">{children}</div>
		</details>
	)
}
