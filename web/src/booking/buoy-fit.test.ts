import { describe, expect, it } from '@jest/globals';
import {
  bayTakesBoat,
  buoyFit,
  byFitFor,
  hullKindOf,
  hullsTaken,
  metresOf,
  type BuoyLimits,
} from './buoy-fit';

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

describe('buoys in order for a chosen boat', () => {
  type Row = { label: string; limits: BuoyLimits | null };
  const row = (
    label: string,
    max_loa_cm: number | null,
    hulls: BuoyLimits['hull_kinds'] = ['mono'],
  ): Row => ({
    label,
    limits: max_loa_cm === null ? null : { max_loa_cm, hull_kinds: hulls },
  });
  const byLabel = (a: Row, b: Row) => a.label.localeCompare(b.label, undefined, { numeric: true });
  const order = (boat: { loa_cm: number; type: 'sailmonohull' | 'sailmultihull' }, rows: Row[]) =>
    [...rows].sort(byFitFor(boat, byLabel)).map((each) => each.label);

  it('when a 12.4 m monohull is chosen, then the buoys it fits come first, the tightest first, and the rest by label', () => {
    const rows = [
      row('1', 1200),
      row('2', 2500),
      row('3', 1500),
      row('4', 1000),
      row('5', 1500),
      row('6', null),
    ];
    expect(order({ loa_cm: 1240, type: 'sailmonohull' }, rows)).toEqual(['3', '5', '2', '1', '4', '6']);
  });

  it('when a catamaran is chosen, then a long buoy for monohulls only goes after those that take it', () => {
    const rows = [row('1', 2500), row('2', 1500, ['mono', 'multi'])];
    expect(order({ loa_cm: 1100, type: 'sailmultihull' }, rows)).toEqual(['2', '1']);
  });
});

describe("a boat against its bay's max LOA", () => {
  it('when the boat is as long as the bay allows, then the bay takes it', () => {
    expect(bayTakesBoat({ loa_cm: 1600, type: 'sailmonohull' }, { max_loa_cm: 1600 })).toBe(true);
  });

  it('when the boat is a centimetre longer than the bay allows, then no buoy there takes it', () => {
    expect(bayTakesBoat({ loa_cm: 1601, type: 'sailmultihull' }, { max_loa_cm: 1600 })).toBe(false);
  });
});
