// The second factor of a sign-in (docs/decisions/020): the code of each pending sign-in
// (only a hash; none while the account is locked), and per account the wrong codes
// counted and the lock-out, so neither a new sign-in nor a new code starts the count again.
export default /* sql */ `
create table sign_in_codes (
	pending_id text primary key,
	customer_id text not null references customers(id) on delete cascade,
	code_hash text,
	requested_at timestamptz not null,
	expires_at timestamptz not null,
	used_at timestamptz
);
create table sign_in_code_failures (
	customer_id text primary key references customers(id) on delete cascade,
	failed_attempts integer not null default 0,
	locked_until timestamptz
);
`
