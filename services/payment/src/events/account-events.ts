import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { AccountRow } from '../accounts/account.repository';

// AccountUpdated on payment.events.v1, keyed by operator id: catalog keeps from it which bays can
// be booked online (issue 15 item 6). Every change of an account's state writes one, in the
// transaction of the change: a new account, a provider's update, the demo's ready accounts.

export function accountUpdatedEvent(account: AccountRow): DomainEvent {
  const payload = eventsV1.AccountUpdated.fromPartial({
    operatorId: account.operator_id,
    accountId: account.account_id,
    state: account.state,
    missing: account.missing,
    updatedAt: account.updated_at,
  });
  return { type: eventsV1.AccountUpdated.$type, aggregateId: account.operator_id, payload };
}
