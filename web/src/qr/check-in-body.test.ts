import { describe, expect, it } from '@jest/globals';
import { checkInBody } from './check-in-body';

const PRESENCE = '0b7e2f7c-5d3a-4a8e-9b1f-6c2d8e4a7f90';
const BOAT = '5f6a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const walkUp = { mode: 'walk-up', presence: PRESENCE, assist: true, trash: false, boat: BOAT } as const;

describe('the check-in body', () => {
  it('when a day stay is checked in, then it carries no nights (the BFF takes 1 or 2 only)', () => {
    expect(checkInBody({ ...walkUp, kind: 'day', nights: 0 }, BOAT, 'en')).toEqual({
      presence_id: PRESENCE,
      boat_id: BOAT,
      language: 'en',
      stay_kind: 'day',
      extras: { mooring_assistance: true, trash_collection: false },
    });
  });

  it('when night + 1 is checked in, then it carries two nights', () => {
    expect(checkInBody({ ...walkUp, kind: 'night', nights: 2 }, BOAT, 'sl')).toMatchObject({
      stay_kind: 'night',
      nights: 2,
    });
  });

  it('when an arrival is marked, then only the pass, the boat and the language go', () => {
    expect(checkInBody({ mode: 'arrival', presence: PRESENCE, boat: null }, BOAT, 'hr')).toEqual({
      presence_id: PRESENCE,
      boat_id: BOAT,
      language: 'hr',
    });
  });
});
