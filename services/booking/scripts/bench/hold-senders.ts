import { bayClock, type bookingV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { nightStay } from '../../test/booking-fixtures';
import type { BookingServices } from '../../test/support';
import type { BoaterWithToken } from './bench-fleet';

export type HoldOutcome = 'held' | 'refused';

/** One way of asking for a hold (straight over gRPC, or through the BFF); a refusal is an answer. */
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

const isRefusal = (error: unknown) =>
  error instanceof AppError && (error.code === 'buoy_already_booked' || error.code === 'boat_already_booked');

/** CreateHold straight on booking's gRPC API, as the BFF calls it. */
export function grpcHoldPath(services: BookingServices, night = tomorrowNight()): HoldPath {
  return {
    name: 'gRPC CreateHold',
    async hold(boater, buoyId) {
      const stay: bookingV1.StayRequest = nightStay(buoyId, boater.boatId, night);
      try {
        await services.client.createHold({ idempotencyKey: randomUUID(), stay }, boater.as);
        return 'held';
      } catch (error) {
        if (isRefusal(error)) return 'refused';
        throw error;
      }
    },
  };
}
