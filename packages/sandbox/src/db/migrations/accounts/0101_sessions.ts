// The session service: data keyed by a hash of the session token, expiring when idle.
export default /* sql */ `
create table sessions (
	token_hash text primary key,
	data jsonb not null default '{}'::jsonb,
	last_seen_at timestamptz not null,
	created_at timestamptz not null default now()
);
create index sessions_last_seen on sessions (last_seen_at);
`
