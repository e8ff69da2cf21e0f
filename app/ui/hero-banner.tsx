import type { HeroBannerView } from '#app/models/page-components.ts'

/** A hotel's hero banner: the banner card of spec 000 §3 (image with alt text, title, description, call to action). */
export function HeroBanner({ banner }: { banner: HeroBannerView & { label: string } }) {
	return (
		<section className="hero-banner" aria-label={banner.label}>
			{/* The overview's largest paint on a phone: fetched ahead of the other images. Spelt in
			    lower case, which React 18 passes through as it is (it knows no fetchPriority prop). */}
			<img className="hero-banner__image" src={banner.imageSrc} alt={banner.altText} width={960} height={320} {...{ fetchpriority: 'high' }} />
			<div className="hero-banner__card">
				{banner.tagLine ? <p className="hero-banner__tagline">{banner.tagLine}</p> : null}
				<h2 className="hero-banner__title">{banner.cardTitle}</h2>
				<p className="hero-banner__description">{banner.cardDescription}</p>
				{banner.cta ? (
					<a className="hero-banner__cta" href={banner.cta.href} {...(banner.cta.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
						{banner.cta.text}
					</a>
				) : null}
			</div>
		</section>
	)
}
