// Rooms with their feature codes (spec 001 §9) and rate plans for every rate-list tab,
// priced per room and night in the property's currency (minor units).
export default /* sql */ `
create table room_feature_codes (
	code text primary key,
	description text not null,
	categories text[] not null
);
create table rooms (
	property_id text not null references properties(id) on delete cascade,
	code text not null,
	name text not null,
	description text not null,
	bed_type text not null,
	max_occupancy integer not null check (max_occupancy > 0),
	is_sleeping_room boolean not null default true,
	position integer not null,
	primary key (property_id, code)
);
create table room_features (
	property_id text not null,
	room_code text not null,
	feature_code text not null references room_feature_codes(code),
	primary key (property_id, room_code, feature_code),
	foreign key (property_id, room_code) references rooms(property_id, code) on delete cascade
);
create table rate_plans (
	property_id text not null references properties(id) on delete cascade,
	code text not null,
	tab text not null check (tab in ('STANDARD', 'DEALS_AND_PACKAGES', 'PREPAY', 'SPECIAL_RATES', 'REDEMPTION', 'GROUP')),
	name text not null,
	description text not null,
	special_rate_type text check (special_rate_type in ('AAA', 'SENIOR', 'GOVERNMENT', 'CORPORATE')),
	corporate_code text,
	group_code text,
	is_member_rate boolean not null default false,
	is_prepay boolean not null default false,
	cancellation_policy text not null,
	position integer not null,
	primary key (property_id, code),
	check ((tab = 'SPECIAL_RATES') = (special_rate_type is not null)),
	check ((special_rate_type is not distinct from 'CORPORATE') = (corporate_code is not null)),
	check ((tab = 'GROUP') = (group_code is not null))
);
create table room_rates (
	property_id text not null,
	rate_plan_code text not null,
	room_code text not null,
	amount_per_night integer not null check (amount_per_night >= 0),
	taxes_per_night integer not null check (taxes_per_night >= 0),
	points_per_night integer check (points_per_night > 0),
	primary key (property_id, rate_plan_code, room_code),
	foreign key (property_id, rate_plan_code) references rate_plans(property_id, code) on delete cascade,
	foreign key (property_id, room_code) references rooms(property_id, code) on delete cascade
);
`
