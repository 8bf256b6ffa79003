import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, operatorIdOfCompany } from '@moorline/contracts';
import { forwardAccessToken, isAppError } from '@moorline/kit';
import { cardOrigin, card, page } from '../src/qr-sheet/qr-sheet-layout';
import { accountUpdated, staff, testOperatorId } from './operations-support';
import { decodeQrCodeIn, pdfPageCount, pdfText } from './pdf-reading';
import { boxAround, insertBay, startCatalog, type RunningCatalog } from './support';

const v1 = catalogV1;
const notReady = {
  bookable: false,
  notBookableReason: v1.NotBookableReason.NOT_BOOKABLE_REASON_PAYMENT_ACCOUNT_NOT_READY,
};
const ready = { bookable: true, notBookableReason: v1.NotBookableReason.NOT_BOOKABLE_REASON_UNSPECIFIED };

describe('the operator’s bays and whether they are bookable online', () => {
  let catalog: RunningCatalog;
  let harbour: { id: string; slug: string };
  let cove: { id: string; slug: string };
  const point = { lat: 42.9, lon: 17.1 };

  beforeAll(async () => {
    catalog = await startCatalog({ WEB_BASE_URL: 'https://moorline.test' });
    harbour = await insertBay(catalog.db, {
      slug: 'ops-harbour',
      ...point,
      buoys: [
        { kind: 'digital' },
        { kind: 'digital', state: 'out_of_service' },
        { kind: 'fcfs' },
        { kind: 'traditional' },
        ...Array.from({ length: 4 }, () => ({ kind: 'digital' as const })),
      ],
    });
    cove = await insertBay(catalog.db, { slug: 'ops-cove', lat: 42.95, lon: 17.1, buoys: [] });
  });

  afterAll(() => catalog.stop());

  it('when staff ask for their bays, then only the token’s bays come, counted, and none bookable before payment speaks', async () => {
    const unknownBay = '00000000-0000-4000-8000-000000000000';
    const manager = await staff(catalog, ['concessionaire', 'manager'], [harbour.id, cove.id, unknownBay]);
    const { bays } = await catalog.client.listOperatorBays({}, manager);
    expect(bays).toEqual([
      {
        bayId: cove.id,
        slug: 'ops-cove',
        name: 'ops-cove',
        country: 'HR',
        timeZone: 'Europe/Zagreb',
        buoys: { total: 0, digital: 0, firstCome: 0, outOfService: 0 },
        onlineBooking: notReady,
      },
      {
        bayId: harbour.id,
        slug: 'ops-harbour',
        name: 'ops-harbour',
        country: 'HR',
        timeZone: 'Europe/Zagreb',
        buoys: { total: 8, digital: 6, firstCome: 1, outOfService: 1 },
        onlineBooking: notReady,
      },
    ]);
  });

  it('when a boater or a visitor asks for operator bays, then 403 and 401', async () => {
    const boater = forwardAccessToken(await catalog.tokens.bearer());
    await expect(catalog.client.listOperatorBays({}, boater)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(catalog.client.listOperatorBays({})).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('when payment says the operator’s account is ready, then its bays are bookable online on the map, the bay page and the staff list; restricted again, not', async () => {
    const manager = await staff(catalog, ['concessionaire'], [harbour.id]);
    const bookable = async () => ({
      staff: (await catalog.client.listOperatorBays({}, manager)).bays[0]?.onlineBooking,
      map: (await catalog.client.listBays({ bbox: boxAround(point) })).bays[0]?.onlineBooking,
      page: (await catalog.client.getBay({ slug: 'ops-harbour' })).bay?.onlineBooking,
      buoys: (await catalog.client.listBuoys({ baySlug: 'ops-harbour' }, catalog.signedIn)).onlineBooking,
    });
    expect(await bookable()).toEqual({ staff: notReady, map: notReady, page: notReady, buoys: notReady });

    const readyAt = new Date();
    await accountUpdated(catalog, { operatorId: testOperatorId, state: 'ready', updatedAt: readyAt });
    expect(await bookable()).toEqual({ staff: ready, map: ready, page: ready, buoys: ready });

    // A redelivered older event changes nothing; a newer one does.
    await accountUpdated(catalog, {
      operatorId: testOperatorId,
      state: 'details_pending',
      updatedAt: new Date(readyAt.getTime() - 60_000),
    });
    expect((await bookable()).page).toEqual(ready);
    await accountUpdated(catalog, {
      operatorId: testOperatorId,
      state: 'restricted',
      updatedAt: new Date(readyAt.getTime() + 1_000),
    });
    expect(await bookable()).toEqual({ staff: notReady, map: notReady, page: notReady, buoys: notReady });
  });

  it('when another operator’s account becomes ready, then these bays stay as they were', async () => {
    await accountUpdated(catalog, {
      operatorId: operatorIdOfCompany('Somebody else d.o.o.'),
      state: 'ready',
      updatedAt: new Date(),
    });
    expect((await catalog.client.getBay({ slug: 'ops-harbour' })).bay?.onlineBooking).toEqual(notReady);
  });

  describe('the QR code sheet', () => {
    it('when staff print it, then an A4 PDF has a card per buoy with its label, the bay and a code that reads as its check-in address', async () => {
      const viewer = await staff(catalog, ['concessionaire'], [harbour.id]);
      const sheet = await catalog.client.getQrCodeSheet({ bayId: harbour.id }, viewer);
      expect(sheet.fileName).toBe('ops-harbour-qr-codes.pdf');
      expect(sheet.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfPageCount(sheet.pdf)).toBe(2);
      const text = await pdfText(sheet.pdf);
      for (const label of ['1', '2', '3', '4', '5', '6', '7', '8'])
        expect(text).toContain(`moorline.test/qr/ops-harbour-${label}`);
      expect(text).toContain('ops-harbour');
      expect(text).toContain('Skenirajte za prijavu');

      // The second card of the first page: buoy 2, read back from pixels.
      const { x, y } = cardOrigin(1);
      const address = await decodeQrCodeIn(sheet.pdf, {
        left: x,
        top: page.height - (y + card.size),
        width: card.size,
        height: card.size,
      });
      expect(address).toBe('https://moorline.test/qr/ops-harbour-2');
    });

    it('when a boater asks for it, then 403', async () => {
      const boater = forwardAccessToken(await catalog.tokens.bearer());
      const refused = await catalog.client
        .getQrCodeSheet({ bayId: harbour.id }, boater)
        .catch((error: unknown) => error);
      expect(isAppError(refused) && refused.code).toBe('forbidden');
    });
  });
});
