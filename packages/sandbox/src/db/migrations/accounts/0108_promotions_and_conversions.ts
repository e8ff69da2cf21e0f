// Promotions a member registers for (spec 000 /promotion), the registrations, and points
// converted to a partner airline's miles (the balance goes down in the same transaction).
// A seeded promotion keeps its dates as offsets from today, moved on every start like the
// demo stays; a promotion without offsets keeps its dates.
export default /* sql */ `
create table promotions (
	code text primary key check (code = upper(code)),
	title text not null,
	description text not null,
	start_date date not null,
	end_date date not null,
	demo_start_offset_days integer,
	demo_end_offset_days integer,
	check (end_date >= start_date)
);
create table promotion_registrations (
	customer_id text not null references customers(id) on delete cascade,
	promotion_code text not null references promotions(code) on delete cascade,
	registered_at timestamptz not null,
	primary key (customer_id, promotion_code)
);
create table points_conversions (
	id serial primary key,
	customer_id text not null references customers(id) on delete cascade,
	partner_code text not null,
	points integer not null check (points > 0),
	miles integer not null check (miles > 0),
	converted_at timestamptz not null
);
create index points_conversions_customer on points_conversions (customer_id, converted_at);
`
