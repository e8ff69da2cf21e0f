// Changing a reservation (spec 001 §7 updateReservationChanges): the change cart applied
// last, so the same change sent again (a double submit) is answered as done, not refused.
export default /* sql */ `
alter table reservations
	add column last_change_cart_id text;
`
