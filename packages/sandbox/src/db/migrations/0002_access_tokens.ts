// Bearer tokens the account services issue at sign-in and the data graph checks:
// 'access' for a signed-in member, 'remember-me' for a remembered one.
export default /* sql */ `
create table access_tokens (
	token_hash text primary key,
	customer_id text not null references customers(id) on delete cascade,
	kind text not null check (kind in ('access', 'remember-me')),
	expires_at timestamptz not null,
	created_at timestamptz not null default now()
);
create index access_tokens_customer on access_tokens (customer_id);
`
