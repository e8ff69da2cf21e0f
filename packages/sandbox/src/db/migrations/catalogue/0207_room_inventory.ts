// How many rooms of each type a hotel sells, and the nights it sells none (stop-sells).
// Stop-sells are written as demo offsets from the hotel's today, so a sold-out night
// stays ahead of the clock on every start, as the seeded reservations do.
export default /* sql */ `
alter table rooms add column inventory integer not null default 10 check (inventory >= 0);
alter table properties add column weekend_uplift_percent integer not null default 15 check (weekend_uplift_percent >= 0);
create table stop_sells (
	id text primary key,
	property_id text not null references properties(id) on delete cascade,
	-- null: every room type of the hotel
	room_code text,
	first_night_offset_days integer not null,
	nights integer not null check (nights > 0),
	reason text not null
);
create index stop_sells_property on stop_sells (property_id);
`
