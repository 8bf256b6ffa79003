import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { onlineBooking, type OnlineBooking } from './online-booking';
import { findPaymentAccountState } from './operator-payment-account.repository';

/** Whether the bays of this operator take online bookings, from payment's last word on its account. */
export async function operatorOnlineBooking(
  db: Kysely<CatalogTables>,
  operatorId: string,
): Promise<OnlineBooking> {
  return onlineBooking((await findPaymentAccountState(db, operatorId)) === 'ready');
}
