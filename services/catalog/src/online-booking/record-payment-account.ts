import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { recordPaymentAccountState } from './operator-payment-account.repository';
import { paymentAccountStates, type PaymentAccountState } from './operator-payment-account.table';

/** The fields of AccountUpdated catalog keeps (proto/moorline/events/v1/payment_events.proto). */
export interface AccountUpdate {
  operatorId: string;
  state: string;
  updatedAt?: Date | undefined;
}

const isState = (state: string): state is PaymentAccountState =>
  paymentAccountStates.some((known) => known === state);

/**
 * Applies payment's AccountUpdated to the bookable-online projection (issue 15 item 6). A
 * malformed event is an error of the event: the consumer retries it, then parks it.
 */
export async function recordPaymentAccount(db: Kysely<CatalogTables>, event: AccountUpdate): Promise<void> {
  const { operatorId, state, updatedAt } = event;
  if (!isUuid(operatorId) || !isState(state) || !updatedAt)
    throw new Error(`malformed AccountUpdated for operator "${operatorId}" (state "${state}")`);
  await recordPaymentAccountState(db, { operatorId: operatorId.toLowerCase(), state, updatedAt });
}
