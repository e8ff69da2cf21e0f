// The hosted payment step (docs/decisions/010-card-form.md): a merchant opens a session
// with its return address; the guest's card, once checked (and confirmed by the issuer
// when it asks), leaves only what a provider keeps of it and a one-time token, which the
// platform redeems once, for the cart the session was opened for. Never the number or
// the security code.
export default /* sql */ `
create table payment_sessions (
	id text primary key,
	return_url text not null,
	reference text not null,
	accepted_cards text[] not null,
	expires_at timestamptz not null,
	network text,
	last_four text,
	expiry_month integer,
	expiry_year integer,
	cardholder_name text,
	declines boolean not null default false,
	token text unique,
	redeemed_at timestamptz
);
`
