import { describe, expect, it } from '@jest/globals';
import { pinState } from './pin-state';

const digitalBay = { digital: 10, fcfs: 2, usableFcfs: 2 };

describe('pinState', () => {
  it('when a signed-in caller asks about a digital bay with free buoys, then the pin is bookable', () => {
    expect(pinState(digitalBay, { freeDigital: 10 })).toBe('bookable');
  });

  it('when free digital buoys and usable FCFS buoys are as many, then the pin is still bookable', () => {
    expect(pinState(digitalBay, { freeDigital: 2 })).toBe('bookable');
  });

  it('when usable FCFS buoys outnumber the free digital ones, then the pin is mostly FCFS', () => {
    expect(pinState(digitalBay, { freeDigital: 1 })).toBe('mostly_fcfs');
    expect(pinState({ digital: 0, fcfs: 6, usableFcfs: 6 }, { freeDigital: 0 })).toBe('mostly_fcfs');
  });

  it('when no digital buoy is free and no FCFS buoy is usable, then the pin is full', () => {
    expect(pinState(digitalBay, { freeDigital: 0 })).not.toBe('full');
    expect(pinState({ digital: 10, fcfs: 2, usableFcfs: 0 }, { freeDigital: 0 })).toBe('full');
    expect(pinState({ digital: 4, fcfs: 0, usableFcfs: 0 }, { freeDigital: 0 })).toBe('full');
  });

  it('when the bay has only traditional buoys, then the pin is informational for everyone', () => {
    const traditional = { digital: 0, fcfs: 0, usableFcfs: 0 };
    expect(pinState(traditional, { freeDigital: 0 })).toBe('informational');
    expect(pinState(traditional, null)).toBe('informational');
  });

  it('when the caller is not signed in, then every other bay asks to sign in', () => {
    expect(pinState(digitalBay, null)).toBe('sign_in_required');
    expect(pinState({ digital: 4, fcfs: 0, usableFcfs: 0 }, null)).toBe('sign_in_required');
  });

  it('when the bay takes no online bookings, then free digital buoys make no bookable pin: orange with usable FCFS buoys, grey without', () => {
    expect(pinState(digitalBay, { freeDigital: 10 }, false)).toBe('mostly_fcfs');
    expect(pinState({ digital: 4, fcfs: 0, usableFcfs: 0 }, { freeDigital: 4 }, false)).toBe('informational');
    expect(pinState({ digital: 4, fcfs: 0, usableFcfs: 0 }, null, false)).toBe('sign_in_required');
    expect(pinState(digitalBay, { freeDigital: 10 }, true)).toBe('bookable');
  });
});
