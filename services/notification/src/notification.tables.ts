import type { KitTables } from '@moorline/kit';

/** The notification database: the kit's tables plus the ones this service owns. */
export type NotificationTables = KitTables;
