// Points a member bought on the top-up pages, kept so the yearly purchase limit
// (PURCHASE_LIMIT_ERROR, spec 001 §8) can be counted. No card detail is kept.
export default /* sql */ `
create table points_purchases (
	id serial primary key,
	customer_id text not null references customers(id) on delete cascade,
	points integer not null check (points > 0),
	bought_at timestamptz not null
);
create index points_purchases_customer on points_purchases (customer_id, bought_at);
`
