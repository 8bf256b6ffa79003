import type { KitTables } from '@moorline/kit';

/** The booking database: the kit's tables plus the ones this service owns. */
export type BookingTables = KitTables;
