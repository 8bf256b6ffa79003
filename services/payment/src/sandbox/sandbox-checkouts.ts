import { inTransaction } from '@moorline/kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { CheckoutState } from '../provider/payment-provider';
import { deliverEvents, recordEvent, sandboxId, type EventDelivery } from './sandbox-events';
import type { SandboxCharge, SandboxCheckoutTable } from './sandbox.tables';

type Db = Kysely<PaymentTables>;
type Trx = Transaction<PaymentTables>;
export type SandboxCheckout = Selectable<SandboxCheckoutTable>;

export function findCheckout(db: Db | Trx, sessionId: string): Promise<SandboxCheckout | undefined> {
  return db
    .selectFrom('sandbox_checkouts')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Whether the checkout can still be paid: open and before its deadline. */
export function isPayable(checkout: SandboxCheckout, now: Date): boolean {
  return checkout.session === 'open' && checkout.expires_at > now;
}

/** Whether the card form takes a card now: payable, and no card taken or waiting for its bank. */
export function takesACard(checkout: SandboxCheckout, now: Date): boolean {
  return isPayable(checkout, now) && (checkout.charge === 'none' || checkout.charge === 'failed');
}

/** The checkout as the port describes it; an open one past its deadline reads as expired. */
export function checkoutState(checkout: SandboxCheckout, now: Date): CheckoutState {
  const lapsed = checkout.session === 'open' && checkout.expires_at <= now;
  return {
    sessionId: checkout.session_id,
    paymentId: checkout.payment_id,
    session: lapsed ? 'expired' : checkout.session,
    charge: checkout.charge === 'awaiting_confirmation' ? 'none' : checkout.charge,
    providerPaymentId: checkout.payment_intent_id ?? undefined,
    failureCode: checkout.failure_code ?? undefined,
  };
}

const sessionObject = (checkout: SandboxCheckout) => ({
  id: checkout.session_id,
  object: 'checkout.session',
  status: checkout.session,
  payment_intent: checkout.payment_intent_id,
  amount_total: checkout.amount_minor,
  currency: checkout.currency.toLowerCase(),
  metadata: { payment_id: checkout.payment_id, booking_id: checkout.booking_id },
});

const intentStatus: Record<SandboxCharge, string> = {
  none: 'requires_payment_method',
  awaiting_confirmation: 'requires_action',
  authorized: 'requires_capture',
  captured: 'succeeded',
  voided: 'canceled',
  failed: 'requires_payment_method',
};

const intentObject = (checkout: SandboxCheckout) => ({
  id: checkout.payment_intent_id,
  object: 'payment_intent',
  status: intentStatus[checkout.charge],
  amount: checkout.amount_minor,
  currency: checkout.currency.toLowerCase(),
  last_payment_error: checkout.failure_code ? { decline_code: checkout.failure_code } : null,
  metadata: { payment_id: checkout.payment_id, booking_id: checkout.booking_id },
});

/** What a step did: the checkout after it, or why it could not happen. */
export type StepResult = { done: SandboxCheckout } | { refused: 'not_found' | 'closed' | 'wrong_state' };

/**
 * One change to a checkout under its row lock, with the event that reports it in the same
 * transaction; the event is delivered after the commit.
 */
export async function changeCheckout(
  db: Db,
  delivery: EventDelivery,
  sessionId: string,
  change: (checkout: SandboxCheckout, now: Date) => ChangePlan | StepResult,
): Promise<StepResult> {
  const now = delivery.now();
  const outcome = await inTransaction(db, async (trx) => {
    const checkout = await trx
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!checkout) return { result: { refused: 'not_found' } as StepResult, events: [] };
    const plan = change(checkout, now);
    if (!('set' in plan)) return { result: plan, events: [] };
    const updated = await trx
      .updateTable('sandbox_checkouts')
      .set({ ...plan.set, updated_at: now })
      .where('session_id', '=', sessionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const events: string[] = [];
    for (const type of plan.events)
      events.push(
        await recordEvent(
          trx,
          now,
          type,
          type.startsWith('checkout.session.') ? sessionObject(updated) : intentObject(updated),
        ),
      );
    return { result: { done: updated } as StepResult, events };
  });
  if (outcome.events.length > 0) deliverEvents(db, delivery, outcome.events);
  return outcome.result;
}

export interface ChangePlan {
  set: Partial<
    Pick<SandboxCheckout, 'session' | 'charge' | 'payment_intent_id' | 'failure_code' | 'card_last4'>
  >;
  events: string[];
}

/** The card was taken: the money is held on it until captured or released (manual capture). */
export const authorize = (checkout: SandboxCheckout, last4: string): ChangePlan => ({
  set: {
    session: 'complete',
    charge: 'authorized',
    payment_intent_id: checkout.payment_intent_id ?? sandboxId('pi'),
    card_last4: last4,
    failure_code: null,
  },
  events: ['checkout.session.completed'],
});

/**
 * The card was refused. As on Stripe's page the checkout stays open, so the payer may try another
 * card until it completes or the hold lapses (issue 26 item 2); nothing is held on the card.
 */
export const fail = (
  checkout: SandboxCheckout,
  code: 'payment_declined' | 'insufficient_funds',
  last4: string,
): ChangePlan => ({
  set: {
    charge: 'failed',
    failure_code: code,
    card_last4: last4,
    payment_intent_id: checkout.payment_intent_id ?? sandboxId('pi'),
  },
  events: ['payment_intent.payment_failed'],
});

/** The card's bank asks the payer to confirm (3-D Secure); nothing is reported until they answer. */
export const askConfirmation = (checkout: SandboxCheckout, last4: string): ChangePlan => ({
  set: {
    charge: 'awaiting_confirmation',
    payment_intent_id: checkout.payment_intent_id ?? sandboxId('pi'),
    card_last4: last4,
    failure_code: null,
  },
  events: [],
});
