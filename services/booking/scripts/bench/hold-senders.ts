import { bayClock } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import type { BoaterWithToken } from './bench-fleet';
import { GaveUpUnderLoad } from '@moorline/deploy/src/bench/figures';

export type HoldOutcome = 'held' | 'refused';

/** A way of asking for a hold; a refusal (the buoy or boat taken) is an answer, anything else fails. */
export interface HoldPath {
  name: string;
  hold(boater: BoaterWithToken, buoyId: string): Promise<HoldOutcome>;
}

/** Tomorrow night in Zagreb's time zone: always bookable (it starts within 48 hours, never in the past). */
export function tomorrowNight(now = new Date()) {
  const timeZone = 'Europe/Zagreb';
  const fromDate = bayClock.addDays(bayClock.localDate(now, timeZone), 1);
  const toDate = bayClock.addDays(fromDate, 1);
  return {
    fromDate,
    toDate,
    start: bayClock.instantAt(fromDate, '14:00', timeZone),
    end: bayClock.instantAt(toDate, '12:00', timeZone),
  };
}

/** POST /api/v1/bookings on a listening BFF, as the web app holds a buoy. */
export function bffHoldPath(baseUrl: string, night = tomorrowNight()): HoldPath {
  return {
    name: 'BFF → booking',
    async hold(boater, buoyId) {
      const response = await fetch(`${baseUrl}/api/v1/bookings`, {
        method: 'POST',
        headers: {
          authorization: boater.bearer,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          buoy_id: buoyId,
          boat_id: boater.boatId,
          stay_kind: 'night',
          from_date: night.fromDate,
          to_date: night.toDate,
        }),
      });
      const body = await response.text();
      if (response.status === 201) return 'held';
      if (response.status === 409) return 'refused';
      const failure = `HTTP ${response.status} ${body.slice(0, 120)}`;
      throw response.status >= 500 ? new GaveUpUnderLoad(failure) : new Error(failure);
    },
  };
}
