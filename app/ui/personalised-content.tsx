import type { PersonalisedView } from '#app/models/page-components.ts'

/** The personalised slot (spec 001 §7 Target): Target's offer, or the authored fallback; `data-source` says which. */
export function PersonalisedContent({ content }: { content: PersonalisedView & { label: string } }) {
	return (
		<aside className="personalised-content" aria-label={content.label} data-source={content.source}>
			<p className="personalised-content__title">
				<strong>{content.title}</strong>
			</p>
			<p className="personalised-content__body">{content.body}</p>
			{content.cta ? (
				<a className="personalised-content__cta" href={content.cta.href}>
					{content.cta.text}
				</a>
			) : null}
		</aside>
	)
}
