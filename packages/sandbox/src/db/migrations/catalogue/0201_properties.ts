// Brands and their hotels (spec 000 §3 hotel header data), with the currencies they
// price in: the decimal point turns minor units into amounts (spec 001 §3 money).
export default /* sql */ `
create table currencies (
	code text primary key check (code ~ '^[A-Z]{3}$'),
	decimal_point integer not null check (decimal_point between 0 and 3)
);
create table brands (
	code text primary key check (code ~ '^[A-Z0-9]{2}$'),
	name text not null,
	is_luxury boolean not null
);
create table properties (
	id text primary key check (id = upper(id)),
	seo_nickname text not null unique,
	name text not null,
	brand_code text not null references brands(code),
	currency text not null references currencies(code),
	latitude double precision not null check (latitude between -90 and 90),
	longitude double precision not null check (longitude between -180 and 180),
	coordinate_system text not null check (coordinate_system in ('WGS84', 'GCJ02', 'BD09')),
	is_max boolean not null default false,
	website_url text,
	time_zone text not null,
	address_line1 text not null,
	address_line2 text,
	address_line3 text,
	city text not null,
	state_code text,
	state_description text,
	country_code text not null,
	country_description text not null,
	postal_code text,
	stars double precision not null check (stars between 0 and 5),
	stars_description text,
	review_count integer not null check (review_count >= 0),
	review_description text,
	primary_image_url text,
	hotel_logo_url text
);
create index properties_brand on properties (brand_code);
create table property_contact_numbers (
	property_id text not null references properties(id) on delete cascade,
	position integer not null,
	type_code text not null,
	type_description text not null,
	original text not null,
	display text not null,
	primary key (property_id, position)
);
`
