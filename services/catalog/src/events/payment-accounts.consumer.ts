import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumerSpec } from '@moorline/kit';
import type { CatalogTables } from '../catalog.tables';
import { recordPaymentAccount } from '../online-booking/record-payment-account';

/**
 * Which operators can take payments (issue 15 item 6): payment's AccountUpdated kept per
 * operator, so the map and the bay page say which bays are bookable online. Transactional: the
 * state and the processed record commit together.
 */
export function paymentAccountsProjection(): ConsumerSpec<CatalogTables> {
  return {
    consumerName: 'catalog.payment-accounts',
    topics: [topics.payment],
    effects: 'transactional',
    handlers: {
      [eventsV1.AccountUpdated.$type]: (event, db) => recordPaymentAccount(db, event.payload),
    },
  };
}
