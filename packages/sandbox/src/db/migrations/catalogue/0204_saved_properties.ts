// A member's saved hotels, in the order saved; guarded by customers.revision_token.
export default /* sql */ `
create table saved_properties (
	customer_id text not null references customers(id) on delete cascade,
	property_id text not null check (property_id = upper(property_id)),
	position integer not null,
	primary key (customer_id, property_id)
);
`
