import type { KitTables } from '@moorline/kit';

/** The payment database: the kit's tables plus the ones this service owns. */
export type PaymentTables = KitTables;
