import type { KitTables } from '@moorline/kit';

/** The catalog database: the kit's tables plus the ones this service owns. */
export type CatalogTables = KitTables;
