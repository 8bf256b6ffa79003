import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, hold, nightStay } from '../../services/booking/test/booking-fixtures';
import { payWithCard, testCards } from '../../services/payment/test/payment-fixtures';
import { startPaymentStack, type PaymentStack } from './support/payment-stack';

// The /v1 payment routes over the real catalog, booking and payment (sandbox provider): start
// checkout, pay on the sandbox's page, read the payment and download the invoice.

describe('/api/v1 payments and invoices', () => {
  let stack: PaymentStack;
  let buoys: { id: string }[];

  beforeAll(async () => {
    stack = await startPaymentStack();
    ({ buoys } = await bayWithBuoys(stack.paths, {
      slug: 'bff-payments-bay',
      lat: 43.3,
      lon: 16.5,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }],
    }));
  });

  afterAll(() => stack.stop());

  /** A boater holding tonight on the buoy; their Authorization header and the booking's id. */
  async function heldByBoater(buoyIndex: number) {
    const boater = await boaterWithBoat(stack.paths);
    const booking = await hold(stack.paths, boater, nightStay(buoys[buoyIndex]?.id ?? '', boater.boatId));
    return {
      authorization: await stack.paths.tokens.bearer({ userId: boater.userId }),
      bookingId: booking.bookingId,
    };
  }

  const checkout = (
    authorization: string,
    bookingId: string,
    body: object,
    key: string | null = randomUUID(),
  ) =>
    stack.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/checkout`,
      headers: { authorization, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const get = (authorization: string, url: string) =>
    stack.app.inject({ method: 'GET', url, headers: { authorization } });

  it('when the boater pays through the checkout page, then the payment is captured and the invoice downloads as PDF', async () => {
    const { authorization, bookingId } = await heldByBoater(0);
    const started = await checkout(authorization, bookingId, { terms_accepted: true });
    expect(started.statusCode).toBe(201);
    const payment = started.json();
    expect(payment).toMatchObject({
      booking_id: bookingId,
      status: 'pending',
      failure_code: null,
      captured_at: null,
    });
    expect(payment.checkout_url).toContain('/sandbox/checkout/');

    expect((await get(authorization, `/api/v1/bookings/${bookingId}/invoices`)).json()).toEqual({
      invoices: [],
    });
    expect((await payWithCard(payment.checkout_url, testCards.succeeds)).status).toBe(303);
    await waitFor(
      async () =>
        (await get(authorization, `/api/v1/bookings/${bookingId}/payment`)).json().status === 'captured',
      30_000,
    );

    let invoices: { invoice_id: string; pdf_url: string; total: unknown; number: string }[] = [];
    await waitFor(async () => {
      invoices = (await get(authorization, `/api/v1/bookings/${bookingId}/invoices`)).json().invoices;
      return invoices.length === 1;
    });
    const [invoice] = invoices;
    expect(invoice?.total).toEqual(payment.amount);
    const pdf = await get(authorization, invoice?.pdf_url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="moorline-invoice-${invoice?.number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await stack.bearer();
    expect((await get(stranger, invoice?.pdf_url ?? '')).statusCode).toBe(404);
    expect((await get(stranger, `/api/v1/bookings/${bookingId}/payment`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/v1/bookings/${bookingId}/invoices`)).statusCode).toBe(404);
  });

  it('when checkout is asked without the terms, a key or for someone else’s booking, then it is refused with its code', async () => {
    const { authorization, bookingId } = await heldByBoater(1);
    const noTerms = await checkout(authorization, bookingId, { terms_accepted: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().code).toBe('terms_not_accepted');
    const noKey = await checkout(authorization, bookingId, { terms_accepted: true }, null);
    expect(noKey.statusCode).toBe(400);
    const notABoolean = await checkout(authorization, bookingId, { terms_accepted: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    const stranger = await checkout(await stack.bearer(), bookingId, { terms_accepted: true });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('not_found');
    expect((await checkout(authorization, 'not-a-booking', { terms_accepted: true })).statusCode).toBe(404);
    expect((await get(authorization, `/api/v1/bookings/${bookingId}/payment`)).statusCode).toBe(404);
  });

  it('when nobody is signed in, then every payment route answers 401', async () => {
    const bookingId = randomUUID();
    for (const [method, url] of [
      ['POST', `/api/v1/bookings/${bookingId}/checkout`],
      ['GET', `/api/v1/bookings/${bookingId}/payment`],
      ['GET', `/api/v1/bookings/${bookingId}/invoices`],
      ['GET', `/api/v1/invoices/${randomUUID()}/pdf`],
    ] as const)
      expect(
        (await stack.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
  });
});
