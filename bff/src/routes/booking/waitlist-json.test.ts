import { describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { joinWaitlistMessage, waitlistEntryJson } from './waitlist-json';

const { WaitlistEntryState, WaitlistOfferState } = bookingV1;
const NIGHT = catalogV1.StayKind.STAY_KIND_NIGHT;
const keptUntil = new Date('2026-07-12T14:10:00Z');

const offer: bookingV1.WaitlistOffer = {
  offerId: 'a1b2c3d4-0000-4000-8000-000000000001',
  entryId: 'a1b2c3d4-0000-4000-8000-000000000002',
  stay: {
    buoyId: 'buoy-3',
    boatId: 'boat-1',
    stayKind: NIGHT,
    fromDate: '2026-07-12',
    toDate: '2026-07-13',
    dayHours: 0,
    extras: { mooringAssistance: false, trashCollection: false },
  },
  buoyLabel: 'G-3',
  bayId: 'bay-1',
  baySlug: 'grado',
  bayName: 'Grado',
  timeZone: 'Europe/Rome',
  keptUntil,
  state: WaitlistOfferState.WAITLIST_OFFER_STATE_OPEN,
  quote: undefined,
};

const entry: bookingV1.WaitlistEntry = {
  entryId: offer.entryId,
  bayId: 'bay-1',
  baySlug: 'grado',
  bayName: 'Grado',
  timeZone: 'Europe/Rome',
  stayKind: NIGHT,
  fromDate: '2026-07-12',
  toDate: '2026-07-13',
  boatId: 'boat-1',
  boatName: 'Galeb',
  state: WaitlistEntryState.WAITLIST_ENTRY_STATE_WAITING,
  placeInLine: 2,
  joinedAt: new Date('2026-07-12T10:00:00Z'),
  offer: undefined,
};

describe('waitlist JSON', () => {
  it('when a boater joins for a day, then booking gets no departure and the language asked for, en when none', () => {
    const day = { bay_id: 'bay-1', boat_id: 'boat-1', stay_kind: 'day' as const, from_date: '2026-07-12' };
    expect(joinWaitlistMessage(day)).toEqual({
      bayId: 'bay-1',
      boatId: 'boat-1',
      stayKind: catalogV1.StayKind.STAY_KIND_DAY,
      fromDate: '2026-07-12',
      toDate: '',
      language: 'en',
    });
    expect(joinWaitlistMessage({ ...day, language: 'hr' }).language).toBe('hr');
  });

  it('when an entry is waiting, then its place in line shows and its offer is null', () => {
    expect(waitlistEntryJson(entry)).toMatchObject({
      state: 'waiting',
      place_in_line: 2,
      stay_kind: 'night',
      joined_at: '2026-07-12T10:00:00.000Z',
      offer: null,
    });
  });

  it('when a buoy is kept for the boater, then the offer carries the stay ready to hold and until when', () => {
    const offered = {
      ...entry,
      state: WaitlistEntryState.WAITLIST_ENTRY_STATE_OFFERED,
      placeInLine: 0,
      offer,
    };
    expect(waitlistEntryJson(offered)).toMatchObject({
      state: 'offered',
      place_in_line: 0,
      offer: {
        offer_id: offer.offerId,
        state: 'open',
        buoy_label: 'G-3',
        kept_until: keptUntil.toISOString(),
        stay: {
          buoy_id: 'buoy-3',
          boat_id: 'boat-1',
          stay_kind: 'night',
          from_date: '2026-07-12',
          to_date: '2026-07-13',
        },
        quote: null,
      },
    });
  });

  it('when booking sends a state the tables do not know, then it is booking’s fault (internal)', () => {
    expect(() =>
      waitlistEntryJson({ ...entry, state: WaitlistEntryState.WAITLIST_ENTRY_STATE_UNSPECIFIED }),
    ).toThrow(expect.objectContaining({ code: 'internal' }));
  });
});
