import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, operatorIdOfCompany, type Role } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { insertBay } from '../../services/catalog/test/support';
import { startCatalogStack, type CatalogStack } from './support/catalog-stack';
import { openEventStream } from './support/event-stream';

// The back office's bays, buoys, buoy control and QR sheet (issue 15 items 2, 6, 7) through the
// real BFF, catalog and booking: the token decides which bays a caller runs.

const testOperator = operatorIdOfCompany('Test operator d.o.o.');
type Buoy = { id: string; label: string };

describe('/api/v1/concessionaires: bays, buoys and buoy control', () => {
  let stack: CatalogStack;
  let bay: { id: string; slug: string; buoys: Buoy[] };
  let strangerBay: { id: string };
  const bearer = async (roles: Role[], bayIds: string[], operatorId = testOperator) => ({
    authorization: await stack.tokens.bearer({ roles, operator: { operatorId, bayIds } }),
  });
  const manager = () => bearer(['concessionaire', 'manager'], [bay.id]);
  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}, body?: object) =>
    stack.app.inject({ method, url: `/api/v1${url}`, headers, ...(body ? { payload: body } : {}) });
  const buoy = (index: number): Buoy => {
    const found = bay.buoys[index];
    if (!found) throw new Error(`no buoy ${index}`);
    return found;
  };
  const serviceUrl = (target: Buoy) => `/concessionaires/bays/${bay.id}/buoys/${target.id}/service`;
  const tonight = () => bayClock.localDate(new Date(), 'Europe/Zagreb');

  beforeAll(async () => {
    stack = await startCatalogStack({ seedDemoData: false });
    bay = await insertBay(stack.catalogDb, {
      slug: 'back-office-bay',
      lat: 44.1,
      lon: 15.2,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }, { kind: 'fcfs' }],
    });
    strangerBay = await insertBay(stack.catalogDb, { slug: 'stranger-bay', lat: 44.2, lon: 15.2, buoys: [] });
  });
  afterAll(() => stack.stop());

  describe('who may see what', () => {
    it.each([
      ['/concessionaires/bays'],
      ['/concessionaires/bays/BAY/buoys'],
      ['/concessionaires/bays/BAY/qr-codes.pdf'],
    ])('when %s is asked without a token, then 401; by a boater, 403', async (url) => {
      const path = url.replace('BAY', bay.id);
      expect((await call('GET', path)).statusCode).toBe(401);
      const boater = { authorization: await stack.tokens.bearer() };
      const refused = await call('GET', path, boater);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
    });

    it.each([['/buoys'], ['/qr-codes.pdf']])(
      'when another operator’s staff ask for this bay’s %s, then 404',
      async (tail) => {
        const stranger = await bearer(
          ['concessionaire', 'manager'],
          [strangerBay.id],
          operatorIdOfCompany('X'),
        );
        const answer = await call('GET', `/concessionaires/bays/${bay.id}${tail}`, stranger);
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'not_found' });
      },
    );

    it('when another operator’s staff try to take a buoy out, then 404, and the buoy stays in service', async () => {
      const stranger = await bearer(
        ['concessionaire', 'manager'],
        [strangerBay.id],
        operatorIdOfCompany('X'),
      );
      const answer = await call('PUT', serviceUrl(buoy(2)), stranger, { in_service: false, reason: 'x' });
      expect(answer.statusCode).toBe(404);
    });

    it('when a concessionaire without the manager or employee flag takes a buoy out, then 403', async () => {
      const viewer = await bearer(['concessionaire'], [bay.id]);
      expect((await call('GET', `/concessionaires/bays/${bay.id}/buoys`, viewer)).statusCode).toBe(200);
      const answer = await call('PUT', serviceUrl(buoy(2)), viewer, { in_service: false, reason: 'Storm' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'forbidden' });
    });

    it('when the body is not a change, then 400', async () => {
      const answer = await call('PUT', serviceUrl(buoy(2)), await manager(), { reason: 'no flag' });
      expect(answer.statusCode).toBe(400);
      const past = await call('PUT', serviceUrl(buoy(2)), await manager(), {
        in_service: false,
        reason: 'Storm',
        until: '2020-01-01T00:00:00Z',
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ code: 'invalid_request' });
    });
  });

  it('when the operator has no ready payment account, then its bays are not bookable online anywhere; once ready, they are', async () => {
    const staffList = async () => (await call('GET', '/concessionaires/bays', await manager())).json();
    expect(await staffList()).toEqual({
      bays: [
        {
          bay_id: bay.id,
          slug: 'back-office-bay',
          name: 'back-office-bay',
          country: 'HR',
          time_zone: 'Europe/Zagreb',
          buoys: { total: 4, digital: 3, first_come: 1, out_of_service: 0 },
          bookable_online: false,
          not_bookable_reason: 'payment_account_not_ready',
        },
      ],
    });
    const page = async () => (await call('GET', '/bays/back-office-bay')).json();
    expect(await page()).toMatchObject({
      bookable_online: false,
      not_bookable_reason: 'payment_account_not_ready',
    });
    const buoys = async () => (await call('GET', '/bays/back-office-bay/buoys')).json();
    expect(await buoys()).toMatchObject({ bookable_online: false });
    const map = async () => (await call('GET', '/bays?bbox=15.1,44.05,15.3,44.15')).json().bays[0];
    expect(await map()).toMatchObject({ slug: 'back-office-bay', bookable_online: false });

    // What payment's AccountUpdated leaves behind (the consumer is tested in catalog).
    await stack.catalogDb
      .insertInto('operator_payment_accounts')
      .values({ operator_id: testOperator, state: 'ready', updated_at: new Date() })
      .execute();
    expect((await staffList()).bays[0]).toMatchObject({ bookable_online: true, not_bookable_reason: null });
    expect(await page()).toMatchObject({ bookable_online: true, not_bookable_reason: null });
    expect(await buoys()).toMatchObject({ bookable_online: true, not_bookable_reason: null });
    expect(await map()).toMatchObject({ bookable_online: true, not_bookable_reason: null });
  });

  it('when a manager takes a buoy out of service, then the live map hears it at once and booking refuses to hold it', async () => {
    const stream = await openEventStream(`${stack.baseUrl}/api/v1/map/stream`, {
      authorization: await stack.tokens.bearer(),
    });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const answer = await call('PUT', serviceUrl(buoy(0)), await manager(), {
      in_service: false,
      reason: 'Chain replaced',
      until,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      buoy_id: buoy(0).id,
      label: '1',
      management_kind: 'digital',
      service_state: 'out_of_service',
      out_of_service_reason: 'Chain replaced',
      out_of_service_until: until,
      qr_slug: 'back-office-bay-1',
      status_now: 'out_of_service',
      booked_until: null,
      max_loa_cm: 2000,
    });
    await waitFor(() => stream.eventWith(buoy(0).id, 'buoy-status') !== '', 20_000);
    expect(stream.dataOf(buoy(0).id, 'buoy-status')).toMatchObject({ status: 'out_of_service' });
    await stream.close();

    await expect(stack.holdBuoy(buoy(0).id, tonight())).rejects.toMatchObject({ code: 'buoy_not_available' });

    const back = await call('PUT', serviceUrl(buoy(0)), await manager(), { in_service: true });
    expect(back.json()).toMatchObject({
      service_state: 'in_service',
      out_of_service_reason: null,
      status_now: 'available',
    });
  });

  it('when a buoy held for tonight is taken out, then 409 buoy_has_bookings lists the booking and where it could go', async () => {
    const held = await stack.holdBuoy(buoy(1).id, tonight());
    // Booking announces the hold; catalog's projection takes it in.
    await waitFor(async () => {
      const row = await stack.catalogDb
        .selectFrom('booking_occupancies')
        .select('booking_id')
        .where('booking_id', '=', held.bookingId)
        .executeTakeFirst();
      return row !== undefined;
    }, 20_000);
    const answer = await call('PUT', serviceUrl(buoy(1)), await manager(), {
      in_service: false,
      reason: 'Storm',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'buoy_has_bookings',
      message: 'This buoy has bookings in that period: move them to other buoys first',
      bookings: [
        {
          booking_id: held.bookingId,
          registration_number: '',
          boat_name: '',
          period_start: held.periodStart?.toISOString(),
          period_end: held.periodEnd?.toISOString(),
          confirmed: false,
          free_buoys: [
            { buoy_id: buoy(0).id, label: '1', max_loa_cm: 2000 },
            { buoy_id: buoy(2).id, label: '3', max_loa_cm: 2000 },
          ],
        },
      ],
    });
  });

  it('when staff download the QR sheet, then it is a PDF attachment named after the bay', async () => {
    const answer = await call(
      'GET',
      `/concessionaires/bays/${bay.id}/qr-codes.pdf`,
      await bearer(['employee'], [bay.id]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="back-office-bay-qr-codes.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
