// Booking step two: the guest and the authorized card a cart carries until it is booked,
// the orders carts become (one reservation each, found again by the client's idempotency
// key), what the reservation keeps of the guest, and the outbox where the sandbox puts
// every e-mail and text it would send (it sends nothing off the machine).
export default /* sql */ `
create table cart_guests (
	cart_id text primary key references carts(id) on delete cascade,
	given_name text not null,
	surname text not null,
	email text not null,
	phone text not null,
	address jsonb not null,
	arrival_time text check (arrival_time ~ '^([01][0-9]|2[0-3]):00$'),
	comments text check (length(comments) <= 500),
	request_codes text[] not null default '{}'
);
-- The card as authorized: never its number or security code.
create table cart_payments (
	cart_id text primary key references carts(id) on delete cascade,
	network text not null,
	last_four text not null check (last_four ~ '^[0-9]{4}$'),
	expiry_month integer not null check (expiry_month between 1 and 12),
	expiry_year integer not null,
	cardholder_name text not null,
	payment_token text not null
);
alter table reservations
	add column guest_phone text,
	add column guest_address jsonb,
	add column arrival_time text,
	add column comments text,
	add column request_codes text[] not null default '{}',
	add column card_network text,
	add column card_last_four text;
create table orders (
	id text primary key,
	cart_id text not null unique,
	idempotency_key text not null unique,
	order_revision_number integer not null default 1,
	confirmation_number text not null references reservations(confirmation_number),
	created_at timestamptz not null default now()
);
create table outbox (
	id serial primary key,
	channel text not null check (channel in ('email', 'sms')),
	recipient text not null,
	subject text not null,
	body text not null,
	confirmation_number text,
	created_at timestamptz not null default now()
);
create index outbox_recipient on outbox (recipient, created_at desc);
`
