// Hotel alerts and hero banners (spec 001 §2 page components, §7 alerts and hero banner):
// a hotel's notices with the days they apply, and its banner card per language.
export default /* sql */ `
create table property_alerts (
	id text primary key,
	property_id text not null references properties(id) on delete cascade,
	language text not null,
	severity text not null check (severity in ('critical', 'warning', 'info')),
	title text not null,
	message text not null,
	start_date text not null,
	end_date text not null,
	position integer not null
);
create index property_alerts_property on property_alerts (property_id, language);
create table hero_banners (
	property_id text not null references properties(id) on delete cascade,
	language text not null,
	card jsonb not null,
	primary key (property_id, language)
);
`
