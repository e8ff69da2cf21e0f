// Country and state lists for address forms, and the feature flags (spec 001 §6).
export default /* sql */ `
create table lookups (
	type text not null check (type in ('COUNTRIES', 'STATES')),
	country_code text not null,
	code text not null,
	description text not null,
	localized_descriptions jsonb not null default '{}'::jsonb,
	position integer not null,
	primary key (type, country_code, code)
);
create table feature_flags (
	name text primary key,
	enabled boolean not null
);
`
