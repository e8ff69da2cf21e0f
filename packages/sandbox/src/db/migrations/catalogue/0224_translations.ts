// Translate text (spec 001 §7): the platform's stored translations, by source text and
// target language. A text it has none for comes back unchanged.
export default /* sql */ `
create table translations (
	source_text text not null,
	language text not null,
	translated_text text not null,
	primary key (source_text, language)
);
`
