import type { ColumnType } from 'kysely';

/** The states of a connected payment account, as AccountUpdated names them (payment_events.proto). */
export const paymentAccountStates = ['not_started', 'details_pending', 'ready', 'restricted'] as const;
export type PaymentAccountState = (typeof paymentAccountStates)[number];

/** What payment last said of an operator's connected account (issue 15 item 6). */
export interface OperatorPaymentAccountTable {
  operator_id: string;
  state: PaymentAccountState;
  /** The event's `updated_at`: an older event than the one kept changes nothing. */
  updated_at: Date;
  recorded_at: ColumnType<Date, Date | undefined, Date>;
}
