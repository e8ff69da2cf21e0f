// Room images (paths under the image cache domain), the ERS attributes of each room pool
// (spec 001 §3 and §9) and the rule descriptions of rate plans, with their translations.
export default /* sql */ `
create table room_images (
	property_id text not null,
	room_code text not null,
	position integer not null,
	url text not null,
	caption text not null,
	primary key (property_id, room_code, position),
	foreign key (property_id, room_code) references rooms(property_id, code) on delete cascade
);
create table room_attributes (
	property_id text not null,
	room_code text not null,
	category_code text not null,
	category_description text not null,
	position integer not null,
	primary key (property_id, room_code, category_code),
	foreign key (property_id, room_code) references rooms(property_id, code) on delete cascade
);
create table rate_rules (
	property_id text not null,
	rate_plan_code text not null,
	position integer not null,
	description text not null,
	-- the same rule in other languages, by language code ('es')
	localized_descriptions jsonb not null default '{}',
	primary key (property_id, rate_plan_code, position),
	foreign key (property_id, rate_plan_code) references rate_plans(property_id, code) on delete cascade
);
`
