// Password reset with a one-time code (spec 000 §7 forgotPasswordSubmit, generateOTP,
// newPasswordSubmit): one row per e-mail address asked about, an account's or not, so the
// wait between codes and the lock-out after wrong ones answer alike either way. Only a
// hash of the code is kept; an address without an account has none.
export default /* sql */ `
create table one_time_codes (
	email_key text primary key,
	customer_id text references customers(id) on delete cascade,
	code_hash text,
	channel text not null check (channel in ('email', 'sms')),
	requested_at timestamptz not null,
	expires_at timestamptz not null,
	failed_attempts integer not null default 0,
	locked_until timestamptz,
	used_at timestamptz
);
`
