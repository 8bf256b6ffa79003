import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the operator of the current `bays` row has a ready connected payment account, as
 * payment last said (AccountUpdated). No row means payment never spoke of it: not ready.
 */
export const paymentAccountReady: RawBuilder<boolean> = sql<boolean>`EXISTS (
  SELECT 1 FROM operator_payment_accounts a WHERE a.operator_id = bays.operator_id AND a.state = 'ready')`;
