// What the demo traffic does next, decided from its own holds and the clock alone (no calls), so
// the rules of the play can be tested without a platform.

/** A hold one demo boater has out. */
export interface DemoHold {
  bookingId: string;
  /** Index of the demo boater who holds it; each boater has one boat, so one hold at a time. */
  boater: number;
  bayId: string;
  buoyId: string;
  /** "telascica 19", for a log a person can follow on the map. */
  buoyName: string;
  /** When the booking service lets the hold lapse (its sweeper then expires it). */
  holdExpiresAt: Date;
  /** When the boater gives up and cancels; unset for a boater who simply walks away. */
  giveUpAt?: Date;
}

export type DemoMove =
  /** These holds lapsed: the booking service expires them; the traffic forgets them. */
  | { kind: 'forget'; holds: DemoHold[] }
  /** These boaters give up: the traffic cancels their holds. */
  | { kind: 'cancel'; holds: DemoHold[] }
  /** This boater, who has nothing held, comes along to hold a buoy. */
  | { kind: 'hold'; boater: number }
  /** Everybody is busy. */
  | { kind: 'wait' };

const due = (at: Date | undefined, now: Date) => at !== undefined && at.getTime() <= now.getTime();

/** One thing per step, so the map moves a little at a time: lapses, then cancels, then a newcomer. */
export function nextMove(holds: readonly DemoHold[], boaters: number, now: Date): DemoMove {
  const lapsed = holds.filter((hold) => due(hold.holdExpiresAt, now));
  if (lapsed.length > 0) return { kind: 'forget', holds: lapsed };
  const givingUp = holds.filter((hold) => due(hold.giveUpAt, now));
  if (givingUp.length > 0) return { kind: 'cancel', holds: givingUp };
  const busy = new Set(holds.map((hold) => hold.boater));
  for (let boater = 0; boater < boaters; boater += 1) if (!busy.has(boater)) return { kind: 'hold', boater };
  return { kind: 'wait' };
}

/**
 * When a boater who just took a hold gives up, if they do: half of them cancel between a quarter
 * and three quarters of the way through the hold, the others let it lapse unpaid.
 */
export function giveUpTime(heldAt: Date, holdExpiresAt: Date, random: () => number): Date | undefined {
  if (random() < 0.5) return undefined;
  const holdMs = holdExpiresAt.getTime() - heldAt.getTime();
  return new Date(heldAt.getTime() + holdMs * (0.25 + 0.5 * random()));
}
