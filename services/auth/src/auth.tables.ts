import type { KitTables } from '@moorline/kit';

/** The auth database: the kit's tables plus the ones this service owns. */
export type AuthTables = KitTables;
