// A hotel's migration status (docs/decisions/015-migration-status.md): what the data graph
// answers as Property.migrationStatus and the app sends back as uxl-migration-status on the
// calls it makes for the hotel; null for a hotel with none. A short token, as a header carries it.
export default /* sql */ `
alter table properties add column migration_status text check (migration_status ~ '^[A-Z][A-Z0-9_]{0,31}$');
`
