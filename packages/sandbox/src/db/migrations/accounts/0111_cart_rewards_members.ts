// Lookup rewards (spec 001 §7): a guest booking without signing in gives a member's number
// (updateCartGuest memberNumber), and the booked stay earns that member's points and joins
// their trips. The cart keeps which member until it is booked. No foreign key to carts:
// the account migrations run before the data graph's on a new database, so carts do not
// exist yet here; a cart that goes (booked, deleted, expired) takes its row with it in code.
export default /* sql */ `
create table cart_rewards_members (
	cart_id text primary key,
	customer_id text not null references customers(id) on delete cascade
);
`
