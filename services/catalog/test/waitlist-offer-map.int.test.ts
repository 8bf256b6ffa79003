import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { booking, insertBay, markPaymentAccountReady, startCatalog, type RunningCatalog } from './support';

const { StayKind, BuoyStatus } = catalogV1;

// Issue 30 item 4: while a waitlist offer keeps a buoy for its boater, the map shows it booked for
// the offer's period to everyone; once the offer ends (taken, lapsed or withdrawn) it is free.

const night = { start: new Date('2030-08-01T12:00:00Z'), end: new Date('2030-08-02T10:00:00Z') };
const stay = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-08-01', toDate: '2030-08-02' };

describe('a buoy kept by a waitlist offer on the map', () => {
  let catalog: RunningCatalog;
  let bay: Awaited<ReturnType<typeof insertBay>>;

  beforeAll(async () => {
    catalog = await startCatalog();
    await markPaymentAccountReady(catalog.db);
    bay = await insertBay(catalog.db, {
      slug: 'offer-cove',
      lat: 42.7,
      lon: 17.3,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
  });

  afterAll(() => catalog.stop());

  const statuses = async () => {
    const { buoys } = await catalog.client.listBuoys({ baySlug: bay.slug, stay }, catalog.signedIn);
    return buoys.map((buoy) => buoy.status);
  };

  it('when an offer keeps a buoy, then it shows booked for the period, and free again once the offer ends', async () => {
    const [kept] = bay.buoys;
    if (!kept) throw new Error('no buoy');
    const offer = booking(kept, night.start, night.end);
    await catalog.processed(await catalog.publish(offer.event('offer_made', 1)));
    expect(await statuses()).toEqual([BuoyStatus.BUOY_STATUS_BOOKED, BuoyStatus.BUOY_STATUS_AVAILABLE]);
    await catalog.processed(
      await catalog.publish(offer.event('offer_ended', 2), offer.event('offer_made', 1)),
    );
    expect(await statuses()).toEqual([BuoyStatus.BUOY_STATUS_AVAILABLE, BuoyStatus.BUOY_STATUS_AVAILABLE]);
  });
});
