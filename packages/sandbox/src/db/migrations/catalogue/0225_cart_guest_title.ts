// The guest's name title on a cart (a user_titles code; spec 001 §3 guest profile name.title).
export default /* sql */ `
alter table cart_guests add column title text;
`
