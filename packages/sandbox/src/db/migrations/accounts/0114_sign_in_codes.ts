// The second factor of a sign-in (docs/decisions/018): one row per account, the code of its
// latest pending sign-in (only a hash), and the wrong codes counted against the account,
// so a new sign-in or a new code does not start the count again.
export default /* sql */ `
create table sign_in_codes (
	customer_id text primary key references customers(id) on delete cascade,
	code_hash text,
	requested_at timestamptz not null,
	expires_at timestamptz not null,
	failed_attempts integer not null default 0,
	locked_until timestamptz,
	used_at timestamptz
);
`
