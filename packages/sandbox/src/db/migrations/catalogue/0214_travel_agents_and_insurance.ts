// Travel agents a booking may name (spec 001 §1 "travel agent number entry", §7 AAA
// validate; the rate codes H77, YX3 and 7TA of spec 001 §1), and travel insurance on the
// cart and the reservation. The three agencies are reference data every database has, so
// they come with the table rather than with the demo seed.
export default /* sql */ `
create table travel_agents (
	iata_number text primary key check (iata_number ~ '^[0-9]{8}$'),
	code text not null unique,
	name text not null,
	rate_names text[] not null
);
insert into travel_agents (iata_number, code, name, rate_names) values
	('12345675', 'H77', 'Horizon Travel Partners', '{"Horizon Partner Rate"}'),
	('45678905', 'YX3', 'Yellowstone Expeditions', '{"Yellowstone Explorer Rate","Yellowstone Family Rate"}'),
	('77777770', '7TA', 'Seven Seas Travel Agency', '{"Seven Seas Agency Rate"}');
alter table cart_guests
	add column travel_agent_iata text references travel_agents(iata_number),
	add column travel_insurance boolean;
alter table reservations
	add column travel_agent_iata text references travel_agents(iata_number),
	add column travel_insurance_premium integer check (travel_insurance_premium >= 0);
`
