// Cancelling one room of a reservation (spec 001 §2 cancel room modal, cancel all rooms):
// the room keeps its row, marked with when it was cancelled, and frees its inventory; the
// reservation is cancelled when its last room is.
export default /* sql */ `
alter table reservation_rooms add column cancelled_at timestamptz;
`
