// A member's saved cards (spec 001 §7 payment methods, customer payment info): what a
// payment provider keeps of a card (network, last four digits, expiry, a token), never
// the number or the security code.
export default /* sql */ `
create table payment_methods (
	id text primary key,
	customer_id text not null references customers(id) on delete cascade,
	network text not null,
	last_four text not null check (last_four ~ '^[0-9]{4}$'),
	expiry_month integer not null check (expiry_month between 1 and 12),
	expiry_year integer not null,
	cardholder_name text not null,
	payment_token text not null,
	is_default boolean not null default false,
	saved_at timestamptz not null
);
create index payment_methods_customer on payment_methods (customer_id);
`
