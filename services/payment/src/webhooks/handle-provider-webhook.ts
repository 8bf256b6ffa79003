import { inTransaction, isUuid, outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { updateAccountState } from '../accounts/account.repository';
import { accountUpdatedEvent } from '../events/account-events';
import type { PaymentTables } from '../payment.tables';
import { afterSettlement } from '../payments/after-settlement';
import { findPayment } from '../payments/payment.repository';
import { isProviderEventApplied, recordProviderEvent } from '../payments/provider-events.repository';
import { applyCheckoutState, type SettleDeps } from '../payments/settle-checkout';
import type { ProviderEvent } from '../provider/payment-provider';
import { carryOutRefund } from '../refunds/refund-cancelled-booking';
import { findRefundOfBooking, findRefundOfProviderPayment } from '../refunds/refund.repository';
import { applyRefundState } from '../refunds/settle-refund';

type Db = Kysely<PaymentTables>;
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

async function onPaymentEvent(db: Db, deps: SettleDeps, event: ProviderEvent & { about: 'payment' }) {
  const payment = isUuid(event.paymentId) ? await findPayment(db, event.paymentId.toLowerCase()) : undefined;
  if (!payment?.checkout_session_id) return recordOnly(db, event);
  // The event says something happened; what happened is read from the provider, so events that
  // arrive late, twice or out of order all lead to the same state (issue 13 item 3).
  const state = await deps.provider.readCheckout(payment.checkout_session_id);
  const settled = await inTransaction(db, async (trx) => {
    if (!(await recordProviderEvent(trx, event))) return 'duplicate' as const;
    return applyCheckoutState(trx, deps, state);
  });
  if (settled === 'duplicate') return 'duplicate';
  if (settled) await afterSettlement(db, deps, settled);
  return 'applied';
}

async function onAccountEvent(db: Db, deps: SettleDeps, event: ProviderEvent & { about: 'account' }) {
  const state = await deps.provider.readAccount(event.accountId);
  return inTransaction(db, async (trx) => {
    if (!(await recordProviderEvent(trx, event))) return 'duplicate' as const;
    const changed = await updateAccountState(trx, state);
    if (changed) await outbox.add(trx, accountUpdatedEvent(changed));
    return 'applied' as const;
  });
}

async function onRefundEvent(db: Db, deps: SettleDeps, event: ProviderEvent & { about: 'refund' }) {
  const { refundOf } = event;
  const refund =
    'bookingId' in refundOf
      ? isUuid(refundOf.bookingId)
        ? await findRefundOfBooking(db, refundOf.bookingId.toLowerCase())
        : undefined
      : await findRefundOfProviderPayment(db, refundOf.providerPaymentId);
  // A refund not asked for by us (made in the provider's dashboard) is none of ours.
  if (!refund) return recordOnly(db, event);
  if (refund.provider_refund_id === null) {
    // Asked for, but the provider's answer was never recorded (lost in a crash, or still on its
    // way): asking again with the same idempotency key answers that same refund, and settles it.
    await carryOutRefund(db, deps, refund);
    return (await recordProviderEvent(db, event)) ? 'applied' : 'duplicate';
  }
  const state = await deps.provider.readRefund(refund.provider_refund_id);
  return inTransaction(db, async (trx) => {
    if (!(await recordProviderEvent(trx, event))) return 'duplicate' as const;
    await applyRefundState(trx, deps, refund.id, state);
    return 'applied' as const;
  });
}

async function recordOnly(db: Db, event: ProviderEvent): Promise<WebhookOutcome> {
  return (await recordProviderEvent(db, event)) ? 'ignored' : 'duplicate';
}

/**
 * A provider's webhook (issue 13 item 3): verified against the raw body first (bad signature,
 * tampered body, stale timestamp: `webhook_rejected`, nothing changes), de-duplicated by event
 * id in the same transaction as its effect.
 */
export async function handleProviderWebhook(
  db: Db,
  deps: SettleDeps,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<WebhookOutcome> {
  const event = deps.provider.verifyWebhook(rawBody, signatureHeader);
  if (await isProviderEventApplied(db, event.id)) return 'duplicate';
  if (event.about === 'payment') return onPaymentEvent(db, deps, event);
  if (event.about === 'account') return onAccountEvent(db, deps, event);
  if (event.about === 'refund') return onRefundEvent(db, deps, event);
  return recordOnly(db, event);
}
