// GraphQL documents clients registered by hash, so a restart keeps them known.
export default /* sql */ `
create table persisted_operations (
	sha256_hash text primary key check (sha256_hash ~ '^[0-9a-f]{64}$'),
	document text not null,
	created_at timestamptz not null default now()
);
`
