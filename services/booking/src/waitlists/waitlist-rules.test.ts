import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { buoyAtBay } from '../bookings/buoy-at-bay.fixture';
import type { OfferRow } from './waitlist.repository';
import { assertOfferTakesStay, buoyTakesBoat, offerStay } from './waitlist-rules';

const now = new Date('2026-07-01T10:00:00Z');
const keelboat = { loaCm: 1200, multihull: false };

function offer(change: Partial<OfferRow> = {}): OfferRow {
  return {
    id: 'offer',
    entry_id: 'entry',
    user_id: 'user',
    bay_id: 'bay',
    buoy_id: 'buoy',
    buoy_label: 'B-07',
    period_start: new Date('2026-07-02T12:00:00Z'),
    period_end: new Date('2026-07-03T10:00:00Z'),
    kept_until: new Date(now.getTime() + 60_000),
    state: 'open',
    made_at: now,
    ended_at: null,
    entry: {
      id: 'entry',
      user_id: 'user',
      boater_email: 'a@b.c',
      language: 'en',
      bay_id: 'bay',
      bay_slug: 'bay',
      bay_name: 'Bay',
      time_zone: 'Europe/Zagreb',
      stay_kind: 'night',
      from_date: '2026-07-02',
      to_date: '2026-07-03',
      period_start: new Date('2026-07-02T12:00:00Z'),
      period_end: new Date('2026-07-03T10:00:00Z'),
      boat_id: 'boat',
      boat_name: 'Galeb',
      loa_cm: 1200,
      multihull: false,
      joined_at: now,
      state: 'offered',
    },
    ...change,
  };
}

const closedCode = (act: () => void) => {
  try {
    act();
    return 'taken';
  } catch (error) {
    return error instanceof AppError ? error.code : 'thrown';
  }
};

describe('whether a freed buoy can go to a waiting boat', () => {
  it('when the buoy is digital, in service and takes the boat, then it can', () => {
    expect(buoyTakesBoat(buoyAtBay(), keelboat)).toBe(true);
  });

  it('when the boat is longer than the buoy takes, then it cannot', () => {
    expect(buoyTakesBoat(buoyAtBay({ maxLoaCm: 1000 }), keelboat)).toBe(false);
  });

  it('when the buoy takes no multihull, then a catamaran cannot have it', () => {
    const monoOnly = buoyAtBay({ hulls: { mono: true, multi: false } });
    expect(buoyTakesBoat(monoOnly, { loaCm: 1200, multihull: true })).toBe(false);
  });

  it('when the buoy is out of service or first come first served, then it cannot', () => {
    expect(buoyTakesBoat(buoyAtBay({ usable: false }), keelboat)).toBe(false);
    expect(buoyTakesBoat(buoyAtBay({ digital: false }), keelboat)).toBe(false);
  });
});

describe('a hold taking an offer', () => {
  it('when the stay is the offer’s exactly, with extras chosen, then it may take it', () => {
    const stay = { ...offerStay(offer()), extras: { mooringAssistance: true, trashCollection: true } };
    expect(closedCode(() => assertOfferTakesStay(offer(), stay, now))).toBe('taken');
  });

  it('when the offer is no longer open, or its time is up, then it is closed', () => {
    expect(closedCode(() => assertOfferTakesStay(offer({ state: 'lapsed' }), offerStay(offer()), now))).toBe(
      'waitlist_offer_closed',
    );
    expect(closedCode(() => assertOfferTakesStay(offer({ kept_until: now }), offerStay(offer()), now))).toBe(
      'waitlist_offer_closed',
    );
  });

  it('when the hold names another buoy, boat or night, then the offer is closed to it', () => {
    for (const change of [{ buoyId: 'other' }, { boatId: 'other' }, { toDate: '2026-07-04' }])
      expect(closedCode(() => assertOfferTakesStay(offer(), { ...offerStay(offer()), ...change }, now))).toBe(
        'waitlist_offer_closed',
      );
  });
});
