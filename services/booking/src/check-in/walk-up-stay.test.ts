import { describe, expect, it } from '@jest/globals';
import { buoyAtBay, refusalCode } from '../bookings/buoy-at-bay.fixture';
import { quoteStay } from '../bookings/stay-quote';
import { walkUpOffers, walkUpStayWanted } from './walk-up-stay';

// The fixture's bay is in Zagreb (UTC+1 on these winter dates): day stay 08:00–19:00, night
// 14:00 to 12:00 the next day; 10 € an hour, 50 € the day, 95 € a night.
const at = (iso: string) => new Date(iso);
const buoy = buoyAtBay();
const fcfsBuoy = buoyAtBay({ digital: false });
const boat = { loaCm: 1200, multihull: false };
const noExtras = { mooringAssistance: false, trashCollection: false };
const place = { buoyId: buoy.buoyId, boatId: 'b', timeZone: 'Europe/Zagreb' };

describe('walk-up offers at the buoy', () => {
  it('when a boater scans at 10:30 bay time, then day, tonight and night + 1 are offered, each starting now', () => {
    const now = at('2026-12-02T09:30:00Z');
    const offers = walkUpOffers(buoy, now);
    expect(offers.map((offer) => [offer.quoted.kind, offer.nights])).toEqual([
      ['day', 0],
      ['night', 1],
      ['night', 2],
    ]);
    for (const offer of offers) expect(offer.quoted.period.start).toEqual(now);
    // Day: 10:30 to 19:00 is 9 started hours (90 €), so the full day (50 €) is charged.
    expect(offers[0]?.quoted.price.totalMinor).toBe(5000);
    expect(offers[0]?.quoted.period.end).toEqual(at('2026-12-02T18:00:00Z'));
    expect(offers[1]?.quoted.price.totalMinor).toBe(9500);
    expect(offers[1]?.quoted.period.end).toEqual(at('2026-12-03T11:00:00Z'));
    expect(offers[2]?.quoted.price.totalMinor).toBe(19000);
  });

  it('when mooring assistance is asked for, then every offer is priced with it, as the check-in charges it', () => {
    const now = at('2026-12-02T09:30:00Z');
    const withAssist = { mooringAssistance: true, trashCollection: false };
    const offers = walkUpOffers(buoy, now, withAssist);
    expect(offers.map((offer) => offer.quoted.price.totalMinor)).toEqual([6500, 11000, 20500]);
    const tonight = walkUpStayWanted({ kind: 'night', nights: 1, extras: withAssist }, place, now);
    const charged = quoteStay(buoy, boat, tonight, now, { walkUp: true });
    expect(offers[1]?.quoted.price.totalMinor).toBe(charged.price.totalMinor);
  });

  it('when it is 14:00 bay time, then the day stay is closed and only nights are offered', () => {
    const offers = walkUpOffers(buoy, at('2026-12-02T13:00:00Z'));
    expect(offers.map((offer) => offer.quoted.kind)).toEqual(['night', 'night']);
  });

  it('when the bay sells no night stay, then after 14:00 nothing is offered', () => {
    const dayOnly = buoyAtBay({}, { stayTimes: { ...buoy.bay.stayTimes, night: null } });
    expect(walkUpOffers(dayOnly, at('2026-12-02T12:59:59Z'))).toHaveLength(1);
    expect(walkUpOffers(dayOnly, at('2026-12-02T13:00:00Z'))).toEqual([]);
  });
});

describe('a walk-up stay', () => {
  it('when a night stay is asked for, then it runs from today at the bay for the nights asked', () => {
    const wanted = walkUpStayWanted(
      { kind: 'night', nights: 2, extras: noExtras },
      place,
      at('2026-12-31T23:30:00Z'),
    );
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Zagreb.
    expect([wanted.fromDate, wanted.toDate]).toEqual(['2027-01-01', '2027-01-03']);
  });

  it('when more nights than tonight and the next are asked for, then it is refused', () => {
    expect(
      refusalCode(() =>
        walkUpStayWanted({ kind: 'night', nights: 3, extras: noExtras }, place, at('2026-12-02T09:00:00Z')),
      ),
    ).toBe('invalid_request');
    expect(
      refusalCode(() =>
        walkUpStayWanted({ kind: 'night', nights: 0, extras: noExtras }, place, at('2026-12-02T09:00:00Z')),
      ),
    ).toBe('invalid_request');
  });

  it('when the buoy is first come first served, then a walk-up may take it but a booking ahead may not', () => {
    const now = at('2026-12-02T09:30:00Z');
    const wanted = walkUpStayWanted({ kind: 'night', nights: 1, extras: noExtras }, place, now);
    expect(quoteStay(fcfsBuoy, boat, wanted, now, { walkUp: true }).period.start).toEqual(now);
    expect(refusalCode(() => quoteStay(fcfsBuoy, boat, wanted, now))).toBe('buoy_not_available');
  });

  it('when the buoy is out of service, then not even a walk-up may take it', () => {
    const now = at('2026-12-02T09:30:00Z');
    const wanted = walkUpStayWanted({ kind: 'night', nights: 1, extras: noExtras }, place, now);
    expect(
      refusalCode(() => quoteStay(buoyAtBay({ usable: false }), boat, wanted, now, { walkUp: true })),
    ).toBe('buoy_not_available');
  });
});
