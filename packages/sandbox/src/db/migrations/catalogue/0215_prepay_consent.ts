// Prepay consent (spec 001 §7): a prepaid rate is charged now and not refundable, so the
// platform books one only with the guest's consent on the cart, and the reservation keeps
// when it was given.
export default /* sql */ `
alter table cart_guests add column prepay_consent boolean not null default false;
alter table reservations add column prepay_consented_at timestamptz;
`
