import { describe, expect, it } from '@jest/globals';
import { buoyFit, hullKindOf, hullsTaken, metresOf } from './buoy-fit';

const monoBuoy = { max_loa_cm: 1200, hull_kinds: ['mono' as const] };

describe("a boat against a buoy's own limits", () => {
  it('when the boat is as long as the limit, then it fits', () => {
    expect(buoyFit({ loa_cm: 1200, type: 'sailmonohull' }, monoBuoy)).toBe('fits');
  });

  it('when the boat is a centimetre longer than the limit, then it is too long', () => {
    expect(buoyFit({ loa_cm: 1201, type: 'sailmonohull' }, monoBuoy)).toBe('too_long');
  });

  it('when a short multihull meets a monohull buoy, then its hull is not accepted', () => {
    expect(buoyFit({ loa_cm: 900, type: 'powermultihull' }, monoBuoy)).toBe('hull_not_accepted');
  });

  it('when a multihull is both too long and refused by hull, then length answers first, as on the server', () => {
    expect(buoyFit({ loa_cm: 1500, type: 'sailmultihull' }, monoBuoy)).toBe('too_long');
  });
});

describe('the words for a buoy limits', () => {
  it('when a boat type is a catamaran, then its hull is multi, else mono', () => {
    expect(hullKindOf('sailmultihull')).toBe('multi');
    expect(hullKindOf('powermultihull')).toBe('multi');
    expect(hullKindOf('powermonohull')).toBe('mono');
  });

  it('when a buoy takes both hulls, then it says both; one hull names that one', () => {
    expect(hullsTaken(['multi', 'mono'])).toBe('both');
    expect(hullsTaken(['multi'])).toBe('multi');
    expect(hullsTaken(['mono'])).toBe('mono');
  });

  it('when the limit is 1240 cm, then it reads 12.4 m', () => {
    expect(metresOf(1240)).toBe(12.4);
  });
});
