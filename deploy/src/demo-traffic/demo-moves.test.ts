import { describe, expect, it } from '@jest/globals';
import { giveUpTime, nextMove, type DemoHold } from './demo-moves';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute));

const hold = (boater: number, expiresMinute: number, giveUpMinute?: number): DemoHold => ({
  bookingId: `booking-${boater}`,
  boater,
  bayId: 'bay',
  buoyId: `buoy-${boater}`,
  buoyName: `telascica ${boater}`,
  holdExpiresAt: at(expiresMinute),
  giveUpAt: giveUpMinute === undefined ? undefined : at(giveUpMinute),
});

describe('nextMove', () => {
  it('when nobody holds anything, then the first boater comes along', () => {
    expect(nextMove([], 3, at(0))).toEqual({ kind: 'hold', boater: 0 });
  });

  it('when some boaters hold a buoy, then the first one without a hold comes along', () => {
    expect(nextMove([hold(0, 3), hold(2, 3)], 3, at(1))).toEqual({ kind: 'hold', boater: 1 });
  });

  it('when every boater holds a buoy, then the traffic waits', () => {
    expect(nextMove([hold(0, 3), hold(1, 3)], 2, at(1))).toEqual({ kind: 'wait' });
  });

  it('when holds have reached their end, then they are forgotten before anything else happens', () => {
    const lapsed = hold(0, 3);
    const givingUp = hold(1, 5, 2);
    expect(nextMove([lapsed, givingUp], 3, at(3))).toEqual({ kind: 'forget', holds: [lapsed] });
  });

  it('when a boater’s time to give up has come, then that hold is cancelled before anyone new comes', () => {
    const givingUp = hold(1, 5, 2);
    expect(nextMove([hold(0, 5), givingUp], 3, at(2))).toEqual({ kind: 'cancel', holds: [givingUp] });
  });

  it('when a boater will give up later, then nothing is cancelled yet', () => {
    expect(nextMove([hold(0, 5, 4)], 1, at(3))).toEqual({ kind: 'wait' });
  });
});

describe('giveUpTime', () => {
  it('when the dice say stay, then the boater lets the hold lapse', () => {
    expect(giveUpTime(at(0), at(3), () => 0.2)).toBeUndefined();
  });

  it('when the dice say give up, then the boater cancels within the middle half of the hold', () => {
    const rolls = [0.7, 0];
    expect(giveUpTime(at(0), at(4), () => rolls.shift() ?? 0)).toEqual(at(1));
    const late = [0.7, 0.999_999];
    expect(giveUpTime(at(0), at(4), () => late.shift() ?? 0)?.getTime()).toBeLessThan(at(3).getTime());
  });
});
