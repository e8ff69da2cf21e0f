// The member's profile beyond the name (spec 000 §2 profile edit, §3 profile nudge and
// earning preference): what stays earn, the offers agreed to, the mobile number and whether
// its texted code was confirmed, and two-step sign-in. One row per member in
// mobile_phone_codes holds the latest code texted to confirm the number (its hash only),
// with the number it was sent to, so a changed number never takes an older code; the
// wrong-code count and the lock-out are kept there across new codes.
export default /* sql */ `
alter table customers add column earning_preference text not null default 'HP' check (earning_preference in ('HP', 'MI'));
alter table customers add column communication_email boolean not null default true;
alter table customers add column communication_sms boolean not null default false;
alter table customers add column mobile_phone text check (mobile_phone ~ '^[+]?[0-9]{7,16}$');
alter table customers add column mobile_phone_verified boolean not null default false;
alter table customers add column two_step_verification boolean not null default false;
create table mobile_phone_codes (
	customer_id text primary key references customers(id) on delete cascade,
	transaction_id text not null unique,
	phone text not null,
	code_hash text not null,
	requested_at timestamptz not null,
	expires_at timestamptz not null,
	failed_attempts integer not null default 0,
	locked_until timestamptz,
	used_at timestamptz
);
`
