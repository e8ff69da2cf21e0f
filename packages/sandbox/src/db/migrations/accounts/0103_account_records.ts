// What the account services record for later inspection: password-reset requests (for
// existing accounts only), data-layer events and client log lines, none with personal data.
export default /* sql */ `
create table password_reset_requests (
	id text primary key,
	customer_id text not null references customers(id) on delete cascade,
	requested_at timestamptz not null
);
create table data_layer_events (
	id text primary key,
	event text,
	context jsonb not null,
	recorded_at timestamptz not null
);
create table log_messages (
	id text primary key,
	message text not null,
	logged_at timestamptz not null
);
`
