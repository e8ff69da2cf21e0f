/** Social proof (spec 001 §7 property details): how many are looking at the hotel, how often it was booked lately. */
export function SocialProof({ proof }: { proof: { label: string; lines: string[] } }) {
	if (proof.lines.length === 0) return null
	return (
		<section className="social-proof" aria-label={proof.label}>
			<ul className="social-proof__list">
				{proof.lines.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
		</section>
	)
}
