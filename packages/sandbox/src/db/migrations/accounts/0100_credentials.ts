// Members' passwords (scrypt hashes with their own salt and parameters) and the count of
// consecutive failed sign-ins. Attempts are counted per subject, not per credential: an
// unknown user name gets a counter too, so it locks out exactly like a real account.
export default /* sql */ `
create table credentials (
	customer_id text primary key references customers(id) on delete cascade,
	password_hash text not null,
	updated_at timestamptz not null default now()
);
create table sign_in_attempts (
	subject text primary key,
	failed_attempts integer not null default 0,
	locked_until timestamptz
);
`
