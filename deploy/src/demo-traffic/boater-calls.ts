// A boater's calls to the booking service, as the web app makes them through the BFF: a boat in
// the fleet, a hold on a night, giving the hold up. The demo traffic of `make start` plays its
// boaters with them, and the tests of the live map make real holds with them.
import { bayClock, catalogV1, type bookingV1 } from '@moorline/contracts';
import type { forwardAccessToken, GrpcClient } from '@moorline/kit';
import { randomUUID } from 'node:crypto';

export type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

/** Call options carrying one boater's access token: booking knows the caller only from it. */
export type BoaterCall = ReturnType<typeof forwardAccessToken>;

/** A small sailing monohull: it fits nearly every buoy, and every bay takes monohulls. */
export function smallMonohull(name: string, registration: string): bookingV1.BoatDetails {
  return {
    name,
    brandId: '',
    modelId: '',
    customBrand: 'Moorline',
    customModel: 'Demo 29',
    type: catalogV1.BoatType.BOAT_TYPE_SAIL_MONOHULL,
    registrationNumber: registration,
    loaCm: 890,
    beamCm: 300,
    draftCm: 160,
  };
}

/** Same key, same boat: a boater who asks again (a retry, a second step) gets the one boat. */
const BOAT_KEY = 'demo-boat';

/** The boater's boat, added to the fleet the first time only. */
export async function boaterBoat(
  booking: BookingClient,
  call: BoaterCall,
  details: bookingV1.BoatDetails,
): Promise<bookingV1.Boat> {
  const { boat } = await booking.createBoat({ idempotencyKey: BOAT_KEY, details }, call);
  if (!boat) throw new Error('booking answered CreateBoat without a boat');
  return boat;
}

/** A night stay in the bay's calendar: arrival on `fromDate`, departure the next morning. */
export function oneNight(fromDate: string): { fromDate: string; toDate: string } {
  return { fromDate, toDate: bayClock.addDays(fromDate, 1) };
}

/** Tonight at a bay: today's date there, whatever the machine's time zone. */
export const tonight = (timeZone: string, now: Date) => oneNight(bayClock.localDate(now, timeZone));

/** Holds the buoy for the boat for one night, without extras, under a new idempotency key. */
export async function holdNight(
  booking: BookingClient,
  call: BoaterCall,
  stay: { buoyId: string; boatId: string; fromDate: string; toDate: string },
): Promise<bookingV1.Booking> {
  const { booking: held } = await booking.createHold(
    {
      idempotencyKey: randomUUID(),
      stay: {
        ...stay,
        stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
        dayHours: 0,
        extras: { mooringAssistance: false, trashCollection: false },
      },
    },
    call,
  );
  if (!held) throw new Error('booking answered CreateHold without a booking');
  return held;
}

/** The boater gives the hold up: booking releases the buoy at once. */
export async function cancelHold(booking: BookingClient, call: BoaterCall, bookingId: string): Promise<void> {
  await booking.cancelHold({ bookingId }, call);
}
