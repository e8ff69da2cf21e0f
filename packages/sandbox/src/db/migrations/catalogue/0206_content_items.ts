// Assets the content-tagged search answers with (alternate hotel logos, photos).
export default /* sql */ `
create table content_items (
	id text primary key,
	property_id text not null references properties(id) on delete cascade,
	name text not null,
	image_url text not null,
	link text,
	locale text not null,
	position integer not null
);
create index content_items_property on content_items (property_id, locale);
`
