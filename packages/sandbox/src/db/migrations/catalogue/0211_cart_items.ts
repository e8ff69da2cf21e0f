// The rooms of a cart, one row a room, each with its product (rate plan and room type).
export default /* sql */ `
create table cart_items (
	cart_id text not null references carts(id) on delete cascade,
	ordinal integer not null check (ordinal > 0),
	room_code text not null,
	rate_plan_code text not null,
	adults integer not null check (adults > 0),
	children integer not null default 0 check (children >= 0),
	primary key (cart_id, ordinal)
);
`
