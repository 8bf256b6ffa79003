import { AppError, checkIdempotencyKey, hasRole, isUuid, type Caller, type Logger } from '@moorline/kit';
import { isInterfaceLanguage } from '@moorline/contracts';
import type { Kysely } from 'kysely';
import type { Metadata } from 'nice-grpc-common';
import { findAccountOfOperator } from '../accounts/account.repository';
import type { BayOperatorLookup } from '../grpc/bay-operators';
import type { BookingLookup, BookingToPay } from '../grpc/booking-lookup';
import type { InvoiceFacts } from '../invoices/invoice-facts';
import type { PaymentTables } from '../payment.tables';
import type { PaymentProvider } from '../provider/payment-provider';
import { checkoutDeadline, checkoutDescription, platformFeeOf } from './checkout-rules';
import {
  findLatestPaymentOfBooking,
  findPaymentByKey,
  insertPendingPayment,
  recordCheckoutSession,
  type PaymentRow,
} from './payment.repository';

export interface CheckoutDeps {
  now: () => Date;
  provider: PaymentProvider;
  bookings: BookingLookup;
  bayOperators: BayOperatorLookup;
  platformFeeBasisPoints: number;
  webBaseUrl: string;
  /**
   * Webhooks get this long before reconciliation re-reads a pending checkout (a lost or failed
   * delivery is found then, while the hold still runs); it closes the checkout this long after
   * the hold lapsed.
   */
  graceSeconds: number;
  logger: Logger;
}

export interface StartCheckoutInput {
  caller: Caller;
  /** The caller's own token, forwarded so booking checks the booking is theirs. */
  asCaller: { metadata: Metadata };
  bookingId: string;
  idempotencyKey: string;
  termsAccepted: boolean;
}

type Db = Kysely<PaymentTables>;

function invoiceFacts(booking: BookingToPay, seller: InvoiceFacts['seller'], buyer: Caller): InvoiceFacts {
  return {
    seller,
    bay: { id: booking.bayId, name: booking.bayName, slug: booking.baySlug, timeZone: booking.timeZone },
    buoyLabel: booking.buoyLabel,
    stayKind: booking.stayKind,
    periodStart: booking.periodStart.toISOString(),
    periodEnd: booking.periodEnd.toISOString(),
    boat: { name: booking.boatName, registrationNumber: booking.registrationNumber },
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    buyerIsGuest: hasRole(buyer, 'guest'),
    lines: booking.lines,
    currency: booking.currency,
    totalMinor: booking.totalMinor,
    vatMinor: booking.vatMinor,
    vatRateBasisPoints: booking.vatRateBasisPoints,
  };
}

/** A payment that already answers this request: the same key's, or the booking's open one. */
async function existingAnswer(db: Db, input: StartCheckoutInput, key: string) {
  const earlier = await findPaymentByKey(db, input.caller.userId, key);
  if (earlier && earlier.booking_id !== input.bookingId) throw new AppError('idempotency_key_reused');
  if (earlier) return earlier;
  const latest = await findLatestPaymentOfBooking(db, input.bookingId);
  if (
    latest?.user_id === input.caller.userId &&
    ['pending', 'authorized', 'captured'].includes(latest.status)
  )
    return latest;
  return undefined;
}

async function createPending(db: Db, deps: CheckoutDeps, input: StartCheckoutInput, key: string) {
  const booking = await deps.bookings(input.bookingId, input.asCaller);
  if (!booking.held || !booking.holdExpiresAt || booking.holdExpiresAt <= deps.now())
    throw new AppError('hold_not_active');
  const seller = await deps.bayOperators(booking.baySlug);
  const account = await findAccountOfOperator(db, seller.operatorId);
  if (account?.state !== 'ready') throw new AppError('payments_not_enabled');
  return insertPendingPayment(db, {
    booking_id: booking.bookingId,
    user_id: input.caller.userId,
    idempotency_key: key,
    provider: deps.provider.name,
    amount_minor: booking.totalMinor,
    currency: booking.currency,
    platform_fee_minor: platformFeeOf(booking.totalMinor, deps.platformFeeBasisPoints),
    operator_id: seller.operatorId,
    bay_id: booking.bayId,
    embed_id: booking.embedId,
    destination_account_id: account.account_id,
    language: isInterfaceLanguage(booking.language) ? booking.language : 'en',
    boater_email: input.caller.email,
    hold_expires_at: booking.holdExpiresAt,
    reconcile_after: new Date(deps.now().getTime() + deps.graceSeconds * 1000),
    terms_accepted_at: deps.now(),
    invoice_facts: JSON.stringify(invoiceFacts(booking, seller, input.caller)),
  });
}

/** Opens the provider's checkout for a pending payment that has none yet (network, no transaction). */
async function openCheckout(db: Db, deps: CheckoutDeps, payment: PaymentRow): Promise<PaymentRow> {
  const returnTo = (page: string) =>
    `${deps.webBaseUrl}/${payment.language}/bookings/${page}?booking=${payment.booking_id}`;
  const started = await deps.provider
    .startCheckout({
      paymentId: payment.id,
      bookingId: payment.booking_id,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      platformFeeMinor: payment.platform_fee_minor,
      destinationAccountId: payment.destination_account_id,
      description: checkoutDescription(payment.invoice_facts, payment.language),
      customerEmail: payment.boater_email,
      language: payment.language,
      successUrl: returnTo('success'),
      cancelUrl: returnTo('cancel'),
      expiresAt: payment.hold_expires_at,
      submitMessage: checkoutDeadline(payment.invoice_facts, payment.language, payment.hold_expires_at),
      idempotencyKey: `checkout-${payment.id}`,
    })
    .catch((error: unknown) => {
      // The pending record stays: a retry with the same key opens the checkout again.
      deps.logger.warn({ err: error, paymentId: payment.id }, 'provider did not open a checkout');
      throw new AppError('payment_unavailable');
    });
  return (await recordCheckoutSession(db, payment.id, started)) ?? payment;
}

/**
 * Pay for a held booking (issue 13 item 4): the amount comes from the booking service, the seller
 * and account from the bay's operator; the pending record is committed before the provider is
 * called, and the provider's answer is recorded after. A retry with the same key, or a second
 * click while the checkout is open, answers the same checkout.
 */
export async function startCheckout(
  db: Db,
  deps: CheckoutDeps,
  input: StartCheckoutInput,
): Promise<PaymentRow> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  if (!isUuid(input.bookingId)) throw new AppError('not_found');
  if (!input.termsAccepted) throw new AppError('terms_not_accepted');
  const bookingId = input.bookingId.toLowerCase();
  const checked = { ...input, bookingId };
  const payment =
    (await existingAnswer(db, checked, key)) ?? (await createPendingOnce(db, deps, checked, key));
  if (payment.status !== 'pending' || payment.checkout_session_id !== null) return payment;
  return openCheckout(db, deps, payment);
}

/** Two first clicks at once: the one-live-payment index lets one insert in; the other answers it. */
async function createPendingOnce(db: Db, deps: CheckoutDeps, input: StartCheckoutInput, key: string) {
  try {
    return await createPending(db, deps, input, key);
  } catch (error) {
    const winner = await existingAnswer(db, input, key);
    if (winner) return winner;
    throw error;
  }
}
