// A member's number in a partner airline's programme, kept by the first conversion of
// points to that airline's miles, so a later one can leave it out; a conversion with
// another number replaces it. One number a member and airline. Each conversion records
// the number its miles went to (null for conversions before this).
export default /* sql */ `
create table partner_accounts (
	customer_id text not null references customers(id) on delete cascade,
	partner_code text not null check (partner_code = upper(partner_code)),
	partner_number text not null check (partner_number ~ '^[0-9]{6,16}$'),
	saved_at timestamptz not null,
	primary key (customer_id, partner_code)
);
alter table points_conversions add column partner_number text;
`
