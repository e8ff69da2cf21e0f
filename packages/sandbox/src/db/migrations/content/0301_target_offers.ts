// Personalised content (spec 001 §7 Target personalization payload): the offer an mbox
// gives a visitor, by hotel ('' for any hotel) and audience (guest, member or any).
export default /* sql */ `
create table target_offers (
	mbox text not null,
	property_id text not null default '',
	audience text not null check (audience in ('guest', 'member', 'any')),
	language text not null,
	offer jsonb not null,
	primary key (mbox, property_id, audience, language)
);
`
