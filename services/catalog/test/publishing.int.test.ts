import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1, operatorIdOfCompany } from '@moorline/contracts';
import { createChannel, createGrpcClient, type forwardAccessToken } from '@moorline/kit';
import { failureOf, staff } from './operations-support';
import { insertBay, markPaymentAccountReady, startCatalog, type RunningCatalog } from './support';

// Issue 27 item 4: a draft bay's checklist, publishing and hiding on the real catalog and
// PostgreSQL, and what each status shows: the map, the search, the QR codes and the bay page
// list live bays only; services serving bookings still read hidden ones.

const { BAY_STATUS_DRAFT: DRAFT, BAY_STATUS_LIVE: LIVE, BAY_STATUS_HIDDEN: HIDDEN } = catalogV1.BayStatus;
const anyStay = { stayKind: 0, fromDate: '', toDate: '' };
const around = (lat: number, lon: number) => ({
  minLon: lon - 0.02,
  minLat: lat - 0.02,
  maxLon: lon + 0.02,
  maxLat: lat + 0.02,
});

describe('publishing a bay', () => {
  let catalog: RunningCatalog;
  let publishing: ReturnType<typeof createGrpcClient<typeof catalogV1.BayPublishingServiceDefinition>>;
  let bay: Awaited<ReturnType<typeof insertBay>>;
  let manager: ReturnType<typeof forwardAccessToken>;
  const pin = { lat: 43.3101, lon: 16.1902 };

  const setStatus = (status: 'draft' | 'live' | 'hidden') =>
    catalog.db.updateTable('bays').set({ status }).where('id', '=', bay.id).execute();
  const checklistOf = async () => {
    const { publishing: answer } = await publishing.getPublishing({ bayId: bay.id }, manager);
    return Object.fromEntries((answer?.checklist ?? []).map(({ check, met }) => [check, met]));
  };
  const addPhoto = () =>
    catalog.db
      .insertInto('bay_photos')
      .values({
        bay_id: bay.id,
        position: 0,
        caption: JSON.stringify({ en: '', sl: '', hr: '', it: '' }),
        width: 800,
        height: 600,
      })
      .execute();
  /** What the public sees of the bay: on the map, in the search, by QR code, its page. */
  const publicView = async () => {
    const { bays } = await catalog.client.listBays({ bbox: around(pin.lat, pin.lon), stay: anyStay });
    const viewport = await catalog.client.listViewportBuoys({
      bbox: around(pin.lat, pin.lon),
      stay: anyStay,
    });
    const { results } = await catalog.client.searchLocations({ query: 'publish-cove', limit: 5 });
    const found = (call: Promise<unknown>) =>
      call.then(
        () => true,
        () => false,
      );
    return {
      map: bays.some((one) => one.bayId === bay.id),
      buoys: viewport.bays.some((one) => one.bayId === bay.id),
      search: results.some((match) => match.baySlug === bay.slug),
      page: await found(catalog.client.getBay({ slug: bay.slug })),
      qr: await found(catalog.client.resolveQrCode({ qrSlug: `${bay.slug}-1` })),
    };
  };

  beforeAll(async () => {
    catalog = await startCatalog();
    publishing = createGrpcClient(
      catalogV1.BayPublishingServiceDefinition,
      createChannel(catalog.grpcAddress),
    );
    bay = await insertBay(catalog.db, {
      slug: 'publish-cove',
      ...pin,
      company: 'Publish Cove d.o.o.',
      buoys: [{ kind: 'digital' }],
    });
    await setStatus('draft');
    // The bay's concessionaire publishes it, with or without the manager role.
    manager = await staff(catalog, ['concessionaire'], [bay.id]);
  });
  afterAll(() => catalog.stop());

  it('when a draft bay lacks a photo and a payment account, then the checklist says so and publishing is refused', async () => {
    expect(await checklistOf()).toEqual({
      [catalogV1.PublishCheck.PUBLISH_CHECK_BUOYS]: true,
      [catalogV1.PublishCheck.PUBLISH_CHECK_PRICES]: true,
      [catalogV1.PublishCheck.PUBLISH_CHECK_PAYMENT_ACCOUNT]: false,
      [catalogV1.PublishCheck.PUBLISH_CHECK_PHOTO]: false,
    });
    expect((await failureOf(publishing.publishBay({ bayId: bay.id }, manager))).code).toBe('bay_not_ready');
    expect(await publicView()).toEqual({ map: false, buoys: false, search: false, page: false, qr: false });
  });

  it('when the checklist is met and the manager publishes, then the bay is live everywhere, with BayStatusChanged and an audit entry', async () => {
    await addPhoto();
    await markPaymentAccountReady(catalog.db, operatorIdOfCompany('Publish Cove d.o.o.'));
    const { publishing: answer } = await publishing.publishBay({ bayId: bay.id }, manager);
    expect(answer?.status).toBe(LIVE);
    expect(await publicView()).toEqual({ map: true, buoys: true, search: true, page: true, qr: true });
    const events = await catalog.db
      .selectFrom('outbox')
      .select('payload')
      .where('event_type', '=', eventsV1.BayStatusChanged.$type)
      .where('aggregate_id', '=', bay.id)
      .execute();
    expect(events.map((event) => eventsV1.BayStatusChanged.decode(event.payload).status)).toEqual(['live']);
    const audit = await catalog.db
      .selectFrom('audit_log')
      .select('action')
      .where('bay_id', '=', bay.id)
      .execute();
    expect(audit.map(({ action }) => action)).toEqual(['bay.publish']);
  });

  it('when the manager hides the live bay, then it leaves the map, the search and its page, and its QR codes and services still find it', async () => {
    const { publishing: answer } = await publishing.hideBay({ bayId: bay.id }, manager);
    expect(answer?.status).toBe(HIDDEN);
    expect(await publicView()).toEqual({ map: false, buoys: false, search: false, page: false, qr: true });
    const { bay: forBookings } = await catalog.client.getBay({
      slug: '',
      bayId: bay.id,
      includeUnlisted: true,
    });
    expect(forBookings?.status).toBe(HIDDEN);
    const { buoys } = await catalog.client.listBuoys({
      baySlug: bay.slug,
      stay: anyStay,
      includeUnlisted: true,
    });
    expect(buoys).toHaveLength(1);
  });

  it('when a draft bay is hidden, then it is refused; when another operator or a boater asks, then not found or forbidden', async () => {
    await setStatus('draft');
    expect((await failureOf(publishing.hideBay({ bayId: bay.id }, manager))).code).toBe('bay_not_live');
    const otherOperator = await staff(
      catalog,
      ['concessionaire'],
      ['00000000-0000-4000-8000-000000000001'],
      '00000000-0000-4000-8000-0000000000aa',
    );
    expect((await failureOf(publishing.getPublishing({ bayId: bay.id }, otherOperator))).code).toBe(
      'not_found',
    );
    const employee = await staff(catalog, ['employee'], [bay.id]);
    expect((await failureOf(publishing.publishBay({ bayId: bay.id }, employee))).code).toBe('forbidden');
    const boater = await staff(catalog, [], []);
    expect((await failureOf(publishing.publishBay({ bayId: bay.id }, boater))).code).toBe('forbidden');
    const { publishing: unchanged } = await publishing.getPublishing({ bayId: bay.id }, manager);
    expect(unchanged?.status).toBe(DRAFT);
  });
});
