// The page model's authored content (spec 001 §7): one document per locale and section
// (footer, link banner, sign-in content block, mini banners, language lists), and which
// page type and footer variant a path has.
export default /* sql */ `
create table page_content (
	locale text not null,
	section text not null,
	body jsonb not null,
	primary key (locale, section)
);
create table page_types (
	path_prefix text primary key,
	page_type text not null,
	footer_variation text not null check (footer_variation in ('expanded', 'minimized'))
);
`
