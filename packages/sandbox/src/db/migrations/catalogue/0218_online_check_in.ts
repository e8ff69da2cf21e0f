// Check-in now (spec 001 §1, §4 check-in statuses and sticky request statuses): when the
// guest checked in online, and the state of their request to arrive before the hotel's
// usual check-in hour (the SNA cut-off, 14:00).
export default /* sql */ `
alter table reservations
	add column checked_in_at timestamptz,
	add column early_arrival_status text check (early_arrival_status in ('requested', 'guaranteed', 'pending', 'denied', 'removed', 'forfeited', 'cancelled'));
`
