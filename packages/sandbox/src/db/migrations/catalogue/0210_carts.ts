// Carts: one stay at one hotel, held for a while (expires_at) before the guest books it.
// revision_number guards updates: a writer holding an older number gets CONFLICT.
export default /* sql */ `
create table carts (
	id text primary key,
	revision_number integer not null default 1 check (revision_number > 0),
	expires_at timestamptz not null,
	property_id text not null references properties(id),
	check_in_date date not null,
	check_out_date date not null,
	customer_id text references customers(id) on delete cascade,
	modifies_confirmation_number text,
	currency text not null,
	corporate_code text,
	group_code text,
	created_at timestamptz not null default now(),
	check (check_out_date > check_in_date)
);
`
