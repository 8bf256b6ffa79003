/** Why boaters cannot book a bay online (issue 15 item 6). */
export type NotBookableReason = 'payment_account_not_ready';

export interface OnlineBooking {
  bookable: boolean;
  notBookableReason: NotBookableReason | null;
}

/**
 * A bay takes online bookings only when its operator's connected payment account is ready to
 * receive payments: payment refuses every checkout otherwise, so a Book button would lead nowhere.
 * An operator payment never spoke of counts as not ready.
 */
export function onlineBooking(paymentAccountReady: boolean): OnlineBooking {
  return paymentAccountReady
    ? { bookable: true, notBookableReason: null }
    : { bookable: false, notBookableReason: 'payment_account_not_ready' };
}
