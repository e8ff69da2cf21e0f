// Fixed demo exchange rates for the currencies prices may be shown in (spec 001 §9), as
// units of the currency per US dollar; exact decimals so conversions round the same way
// on PGlite and on PostgreSQL.
export default /* sql */ `
create table exchange_rates (
	currency_code text primary key references currencies(code),
	units_per_usd numeric(20, 6) not null check (units_per_usd > 0),
	position integer not null
);
`
