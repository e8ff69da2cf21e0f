// Reservations (one confirmation number, one or more rooms), for members and for
// guests who are not members. Dates are the hotel's local dates.
export default /* sql */ `
create table reservations (
	confirmation_number text primary key check (confirmation_number ~ '^[0-9]{6,11}$'),
	property_id text not null references properties(id),
	customer_id text references customers(id),
	guest_given_name text not null,
	guest_surname text not null,
	guest_email text not null,
	status text not null check (status in ('CONFIRMED', 'CANCELLED')),
	check_in_date date not null,
	check_out_date date not null,
	revision_number integer not null default 1,
	demo_arrival_offset_days integer,
	created_at timestamptz not null default now(),
	cancelled_at timestamptz,
	check (check_out_date > check_in_date)
);
create index reservations_customer on reservations (customer_id);
create table reservation_rooms (
	confirmation_number text not null references reservations(confirmation_number) on delete cascade,
	ordinal integer not null check (ordinal > 0),
	room_code text not null,
	rate_plan_code text not null,
	adults integer not null check (adults > 0),
	children integer not null default 0 check (children >= 0),
	amount_per_night integer not null check (amount_per_night >= 0),
	taxes_per_night integer not null check (taxes_per_night >= 0),
	points_per_night integer,
	primary key (confirmation_number, ordinal)
);
`
