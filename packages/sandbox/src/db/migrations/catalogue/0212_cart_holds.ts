// Live carts hold rooms: availability looks them up by hotel and expiry on every search.
export default /* sql */ `
create index carts_holds on carts (property_id, expires_at);
`
