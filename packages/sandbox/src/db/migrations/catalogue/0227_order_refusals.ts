// A check of the platform's own that refuses a guest's bookings with a reservation code
// (spec 001 §8: the fraud screen's E_FRAUD_ALERT, no free-night certificates left,
// E_NO_CERTS_LEFT, ...), set on demand through the sandbox's scenario endpoint so a person
// or a browser test can see how the site says each one. Keyed by the guest's e-mail, in
// any case, so one test's guest never meets another's refusal.
export default /* sql */ `
create table order_refusals (
	guest_email text primary key check (guest_email = lower(guest_email)),
	code text not null check (code ~ '^[A-Za-z0-9_.]{1,64}$')
);
`
