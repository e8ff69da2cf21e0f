// Migrations of the data graph, in order; ids 0200–0299.
export const CATALOGUE_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = []
