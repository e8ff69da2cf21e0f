// Keys made once and kept: the sign-in RSA key pair, and an AES key per client_id.
export default /* sql */ `
create table rsa_key_pairs (
	id text primary key,
	public_key_pem text not null,
	private_key_pem text not null,
	created_at timestamptz not null default now()
);
create table aes_client_keys (
	client_id text primary key,
	key_base64 text not null,
	created_at timestamptz not null default now()
);
`
