import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, hold, nightStay, partnerEmbed } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 27 item 5: a hold made through a partner's embed or link keeps the embed's id, when the
// embed exists and shows the bay; otherwise the hold is made all the same, credited to nobody.
describe('holds credited to partner embeds', () => {
  let services: BookingServices;
  let bay: Awaited<ReturnType<typeof bayWithBuoys>>;
  let otherBay: Awaited<ReturnType<typeof bayWithBuoys>>;

  async function holdThrough(embedId: string, buoyId: string) {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoyId, boater.boatId), randomUUID(), embedId);
    const stored = await services.bookingDb
      .selectFrom('bookings')
      .select('embed_id')
      .where('id', '=', booking.bookingId)
      .executeTakeFirstOrThrow();
    return { answered: booking.embedId, stored: stored.embed_id };
  }

  const buoyOf = (of: typeof bay, index: number) => {
    const buoy = of.buoys[index];
    if (!buoy) throw new Error(`no buoy ${index}`);
    return buoy.id;
  };

  beforeAll(async () => {
    services = await startBookingServices();
    bay = await bayWithBuoys(services, {
      slug: 'embed-bay',
      lat: 44.1,
      lon: 15.2,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }],
    });
    otherBay = await bayWithBuoys(services, {
      slug: 'embed-other-bay',
      lat: 44.3,
      lon: 15.2,
      buoys: [{ kind: 'digital' }],
    });
  });

  afterAll(() => services.stop());

  it('when a boater holds through an embed of the bay, then the booking keeps the embed', async () => {
    const embedId = await partnerEmbed(services, [bay.id]);
    expect(await holdThrough(embedId.toUpperCase(), buoyOf(bay, 0))).toEqual({
      answered: embedId,
      stored: embedId,
    });
  });

  it('when a boater holds through a map-area embed, then any bay’s booking keeps the embed', async () => {
    const areaEmbedId = await partnerEmbed(services, []);
    expect(await holdThrough(areaEmbedId, buoyOf(bay, 1))).toEqual({
      answered: areaEmbedId,
      stored: areaEmbedId,
    });
  });

  it('when the embed shows other bays only, then the hold is made and credited to nobody', async () => {
    const otherEmbedId = await partnerEmbed(services, [otherBay.id]);
    expect(await holdThrough(otherEmbedId, buoyOf(bay, 2))).toEqual({ answered: '', stored: null });
  });

  it('when the embed is unknown or no uuid, then the hold is made and credited to nobody', async () => {
    expect(await holdThrough(randomUUID(), buoyOf(bay, 3))).toEqual({ answered: '', stored: null });
    expect(await holdThrough('not-an-embed', buoyOf(otherBay, 0))).toEqual({ answered: '', stored: null });
  });
});
