// Name titles a guest may give (spec 001 §7 "user title"), with translations by language.
export default /* sql */ `
create table user_titles (
	code text primary key,
	description text not null,
	localized_descriptions jsonb not null default '{}'::jsonb,
	position integer not null
);
`
