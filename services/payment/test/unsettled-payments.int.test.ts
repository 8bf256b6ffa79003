import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { paymentV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../src/provider/payment-provider';
import { UNSETTLED_AFTER_ATTEMPTS } from '../src/reconciliation/unsettled-rules';
import { startPaymentAlone, type PaymentAlone } from './payment-alone';
import { lines, recordStay } from './recorded-invoices';

// Issue 27 item 1: the payments reconciliation could not settle. Reconciliation runs every
// 100 ms here; the provider's void fails while `voidFails` says so, as a provider outage would.

describe('payment: what reconciliation could not settle', () => {
  let alone: PaymentAlone;
  let channel: Channel;
  let reconciliation: ReturnType<
    typeof createGrpcClient<typeof paymentV1.PaymentReconciliationServiceDefinition>
  >;
  let admin: ReturnType<typeof forwardAccessToken>;
  let voidFails = true;

  const failingVoid = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    void: () => (voidFails ? Promise.reject(new Error('provider unavailable: 503')) : Promise.resolve()),
  });

  beforeAll(async () => {
    alone = await startPaymentAlone(
      { RECONCILE_INTERVAL_MS: 100, RECONCILE_GRACE_SECONDS: 0 },
      { wrapProvider: failingVoid },
    );
    channel = createChannel(alone.payment.grpcAddress);
    reconciliation = createGrpcClient(paymentV1.PaymentReconciliationServiceDefinition, channel);
    admin = forwardAccessToken(await alone.tokens.bearer({ roles: ['superuser'] }));
  });

  afterAll(async () => {
    channel.close();
    await alone.stop();
  });

  /** An authorization whose booking failed: reconciliation must void it at the provider. */
  async function authorizationToVoid() {
    const stay = await recordStay(alone.db, {
      operatorId: randomUUID(),
      bayId: randomUUID(),
      lines: [lines.night(9_000)],
      vatMinor: 1_035,
      capturedAt: new Date(),
      status: 'failed',
    });
    await alone.db
      .updateTable('payments')
      .set({ status: 'authorized', provider_payment_id: `pi_${randomUUID()}`, reconcile_after: new Date() })
      .where('id', '=', stay.paymentId)
      .execute();
    return stay;
  }

  const failuresOf = (paymentId: string) =>
    alone.db
      .selectFrom('reconciliation_failures')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();

  const unsettled = () => reconciliation.listUnsettledPayments({ limit: 0, cursor: '' }, admin);

  it('when the provider keeps failing, then the payment is listed with its booking, amount, state, since when and last error, and a successful pass removes it', async () => {
    const { paymentId, bookingId } = await authorizationToVoid();
    await waitFor(async () => ((await failuresOf(paymentId))?.attempts ?? 0) >= UNSETTLED_AFTER_ATTEMPTS);
    const failures = await failuresOf(paymentId);
    const listed = (await unsettled()).payments.find((each) => each.paymentId === paymentId);
    expect(listed).toMatchObject({
      bookingId,
      amount: { amountMinor: 9_000, currency: 'EUR' },
      status: paymentV1.PaymentStatus.PAYMENT_STATUS_AUTHORIZED,
      unsettledSince: failures?.first_failed_at,
      lastError: 'provider unavailable: 503',
    });
    expect(listed?.attempts).toBeGreaterThanOrEqual(UNSETTLED_AFTER_ATTEMPTS);

    voidFails = false;
    await waitFor(async () => (await failuresOf(paymentId)) === undefined);
    expect((await unsettled()).payments.map((each) => each.paymentId)).not.toContain(paymentId);
  });

  it('when a payment has failed fewer passes than the threshold, then it is not listed yet', async () => {
    // A captured payment: reconciliation never claims it, so only this test touches its record.
    const { paymentId } = await recordStay(alone.db, {
      operatorId: randomUUID(),
      bayId: randomUUID(),
      lines: [lines.night(9_000)],
      vatMinor: 1_035,
      capturedAt: new Date(),
    });
    await alone.db
      .insertInto('reconciliation_failures')
      .values({
        payment_id: paymentId,
        first_failed_at: new Date(),
        last_failed_at: new Date(),
        attempts: UNSETTLED_AFTER_ATTEMPTS - 1,
        last_error: 'once',
      })
      .execute();
    expect((await unsettled()).payments.map((each) => each.paymentId)).not.toContain(paymentId);
  });

  it('when a boater, an operator or nobody asks, then it is forbidden or unauthenticated; a bad cursor is invalid_request', async () => {
    const boater = forwardAccessToken(await alone.tokens.bearer({}));
    const operator = forwardAccessToken(
      await alone.tokens.bearer({
        roles: ['concessionaire'],
        operator: { operatorId: randomUUID(), bayIds: [] },
      }),
    );
    const list = (options: ReturnType<typeof forwardAccessToken>, cursor = '') =>
      reconciliation.listUnsettledPayments({ limit: 0, cursor }, options);
    expect(await errorCodeOf(list(boater))).toBe('forbidden');
    expect(await errorCodeOf(list(operator))).toBe('forbidden');
    expect(await errorCodeOf(list(forwardAccessToken(undefined)))).toBe('unauthenticated');
    expect(await errorCodeOf(list(admin, 'bm90LWEtY3Vyc29y'))).toBe('invalid_request');
  });
});
