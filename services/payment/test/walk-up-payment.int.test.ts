import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { forwardAccessToken } from '@moorline/kit';
import { sql, type QueryExecutorProvider } from 'kysely';
import { randomUUID } from 'node:crypto';
import { qrSlugFor } from '../../catalog/src/buoys/qr-slug';
import { bayWithBuoys, boaterWithBoat } from '../../booking/test/booking-fixtures';
import { bookingReaches, payWithCard, paymentReaches, startCheckout, testCards } from './payment-fixtures';
import { startMoneyPath, type MoneyPath } from './support';

// A walk-up guest at a buoy (issue 14) checks in, pays on the sandbox and is checked in; later an
// account verifies the guest's email and finds the booking, its payment and its invoice as its
// own, while the guest's token no longer reaches them.

const BAY = { lat: 42.9, lon: 17.1 };

/** The event of this type a service's outbox recorded for the booking. */
async function recordedEvent<T>(
  db: QueryExecutorProvider,
  bookingId: string,
  type: { $type: string; decode: (bytes: Uint8Array) => T },
): Promise<T> {
  const { rows } = await sql<{ payload: Buffer }>`
    SELECT payload FROM outbox WHERE aggregate_id = ${bookingId} AND event_type = ${type.$type}`.execute(db);
  const [row] = rows;
  if (row === undefined) throw new Error(`no ${type.$type} recorded for ${bookingId}`);
  return type.decode(row.payload);
}

describe('a walk-up guest pays and later signs up', () => {
  let paths: MoneyPath;

  beforeAll(async () => {
    paths = await startMoneyPath();
    await bayWithBuoys(paths, { ...BAY, slug: 'walk-up-pay-bay', buoys: [{ kind: 'fcfs' }] });
  });

  afterAll(() => paths.stop());

  it('when the guest pays at an FCFS buoy, then the walk-up is confirmed and checked in; a verified account then owns its invoice', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    // A guest's session belongs to the QR code that started it (issue 26 item 3).
    const qrSlug = qrSlugFor('walk-up-pay-bay', '1');
    const guest = await boaterWithBoat(paths, {}, { roles: ['guest'], email, qrSlug });
    const { presenceId } = await paths.client.provePresence(
      {
        qrSlug,
        position: { latitude: BAY.lat + 0.0003, longitude: BAY.lon, accuracyM: 8 },
        clientAddress: '203.0.113.7',
      },
      guest.as,
    );
    const { booking } = await paths.client.checkIn(
      {
        presenceId,
        idempotencyKey: randomUUID(),
        boatId: guest.boatId,
        stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
        nights: 1,
        language: 'sl',
      },
      guest.as,
    );
    const bookingId = booking?.bookingId ?? '';
    const started = await startCheckout(paths, guest, bookingId);
    expect((await payWithCard(started.checkoutUrl, testCards.succeeds)).status).toBe(303);
    await bookingReaches(paths, bookingId, 'confirmed');
    await paymentReaches(paths, guest, bookingId, 'captured');
    const paid = await paths.client.getBooking({ bookingId }, guest.as);
    expect(paid.booking?.checkedInAt).toBeInstanceOf(Date);
    await waitFor(
      async () => (await paths.paymentClient.listInvoices({ bookingId }, guest.as)).invoices.length === 1,
    );
    // The guest has no My Bookings yet: both events say so, for the emails to offer the sign-up.
    const confirmed = await recordedEvent(paths.bookingDb, bookingId, eventsV1.BookingConfirmed);
    expect(confirmed.summary?.guest).toBe(true);
    expect((await recordedEvent(paths.paymentDb, bookingId, eventsV1.InvoiceIssued)).guest).toBe(true);

    const account = randomUUID();
    await paths.publish({
      type: eventsV1.EmailVerified.$type,
      aggregateId: account,
      payload: eventsV1.EmailVerified.fromPartial({ userId: account, email }),
    });
    const asAccount = forwardAccessToken(await paths.tokens.bearer({ userId: account, email }));
    // Booking moves the booking first, then payment its records: not_found until both have.
    await waitFor(() =>
      paths.paymentClient.listInvoices({ bookingId }, asAccount).then(
        (answer) => answer.invoices.length === 1,
        () => false,
      ),
    );
    const { invoices } = await paths.paymentClient.listInvoices({ bookingId }, asAccount);
    const document = await paths.paymentClient.getInvoice(
      { invoiceId: invoices[0]?.invoiceId ?? '' },
      asAccount,
    );
    expect(Buffer.from(document.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await paths.client.getBooking({ bookingId }, asAccount)).booking?.walkUp).toBe(true);
    const guestLeft = await paths.paymentClient.listInvoices({ bookingId }, guest.as).then(
      (answer) => answer.invoices.length,
      () => 0,
    );
    expect(guestLeft).toBe(0);
  });
});
