// Authored messages by placement, the room a hotel recommends per preference, and the
// interest in a hotel that social proof reports (spec 001 §7 messages, recommended
// product by preference, property details).
export default /* sql */ `
create table content_messages (
	id text primary key,
	placement text not null,
	property_id text references properties(id) on delete cascade,
	language text not null,
	title text not null,
	body text not null,
	cta_text text,
	cta_link text,
	position integer not null
);
create index content_messages_placement on content_messages (placement, language);
create table recommended_products (
	property_id text not null references properties(id) on delete cascade,
	preference text not null,
	language text not null,
	room_type_code text not null,
	name text not null,
	description text not null,
	primary key (property_id, preference, language)
);
create table property_interest (
	property_id text primary key references properties(id) on delete cascade,
	viewers_now integer not null check (viewers_now >= 0),
	booked_today integer not null check (booked_today >= 0)
);
`
