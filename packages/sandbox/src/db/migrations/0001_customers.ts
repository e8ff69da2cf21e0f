// Members of the loyalty programme: shared by the account services (sign-in) and the
// data graph (customer, member information, saved properties).
export default /* sql */ `
create table customers (
	id text primary key,
	email text not null unique,
	member_number text not null unique,
	given_name text not null,
	surname text not null,
	localized_given_name text,
	localized_surname text,
	tier text not null,
	level_code text not null,
	level_type_code text not null,
	point_balance integer not null default 0,
	nights_this_year integer not null default 0,
	is_enterprise_access boolean not null default false,
	mfa_email text,
	mfa_phones jsonb not null default '[]'::jsonb,
	revision_token text not null,
	created_at timestamptz not null default now()
);
`
