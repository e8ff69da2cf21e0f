// Activating an online account (createOnlineAccount, submitCreateOnlineAccount): a member
// without a login proves the member number and surname, then chooses a password within
// ACTIVATION_TTL_SECONDS. Each activation works once.
export default /* sql */ `
create table online_account_activations (
	id text primary key,
	customer_id text not null references customers(id) on delete cascade,
	created_at timestamptz not null,
	expires_at timestamptz not null,
	used_at timestamptz
);
`
