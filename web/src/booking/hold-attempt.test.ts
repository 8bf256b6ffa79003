import { describe, expect, it } from '@jest/globals';
import { attemptFor } from './hold-attempt';

const stay = {
  buoy_id: 'b',
  boat_id: 'x',
  stay_kind: 'night',
  from_date: '2027-03-27',
  to_date: '2027-03-28',
};

function keys() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

describe('the hold attempt key', () => {
  it('when the same stay is sent again after a lost answer, then the same key goes with it', () => {
    const newKey = keys();
    const first = attemptFor(null, stay, newKey);
    expect(attemptFor(first, { ...stay }, newKey)).toBe(first);
    expect(first.key).toBe('key-1');
  });

  it('when the boater changes the stay, then the next send is a new attempt with a new key', () => {
    const newKey = keys();
    const first = attemptFor(null, stay, newKey);
    const second = attemptFor(first, { ...stay, boat_id: 'y' }, newKey);
    expect(second.key).toBe('key-2');
  });

  it('when an attempt is over (refused or lapsed) and forgotten, then trying again gets a new key', () => {
    const newKey = keys();
    attemptFor(null, stay, newKey);
    expect(attemptFor(null, stay, newKey).key).toBe('key-2');
  });
});
