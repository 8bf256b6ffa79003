// `make start`'s demo traffic. Until the booking service takes holds, nobody books on a fresh
// platform and the live map never moves (issue 5 asks that a newcomer, signed in, sees buoy
// states change live). This plays a few boaters who start booking tonight's stay at a free
// digital buoy and then walk away, so each hold lapses as an unpaid one does (spec §9). It reads
// the catalog over gRPC like any client and speaks only booking's events: it goes when booking
// comes.
import { catalogV1 } from '@moorline/contracts';
import type { forwardAccessToken, GrpcClient, Logger } from '@moorline/kit';
import { HOLD_MS, type StandInBooking } from '../booking-stand-in/booking-event-messages';
import type { BookingStandIn } from '../booking-stand-in/booking-stand-in';
import { tonightAt } from './tonight-at-bay';

export type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

/** Call options that carry a signed-in user's access token: catalog shows statuses only to them. */
export type SignedInCall = () => Promise<ReturnType<typeof forwardAccessToken>>;

export interface DemoTrafficSettings {
  catalog: CatalogClient;
  signedIn: SignedInCall;
  booking: BookingStandIn;
  /** How often a boater may come along. */
  stepMs: number;
  /** At most this many holds out at once. */
  maxHolds: number;
  /** How long a hold lasts before it lapses; the spec's three minutes unless a test is impatient. */
  holdMs?: number;
  random?: () => number;
  now?: () => Date;
  logger: Logger;
}

export interface DemoTraffic {
  /** Runs one step now: lets lapsed holds go or, when none has lapsed, maybe holds one more buoy. */
  step(): Promise<void>;
  /** The bookings held right now. */
  held(): readonly StandInBooking[];
  /** Lets every hold still out go, so the map is as it was, and comes no more. */
  stop(): Promise<void>;
}

// Every demo bay lies inside; the whole Adriatic with its coasts.
const ADRIATIC: catalogV1.BoundingBox = { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 };
const TONIGHT: catalogV1.StayQuery = {
  stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
  fromDate: '',
  toDate: '',
};

/** One of `items` at random, or undefined when there are none. */
function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

export function startDemoTraffic(settings: DemoTrafficSettings): DemoTraffic {
  const { catalog, booking: standIn, logger } = settings;
  const holdMs = settings.holdMs ?? HOLD_MS;
  const random = settings.random ?? Math.random;
  const now = settings.now ?? (() => new Date());
  const holds: StandInBooking[] = [];
  // "telascica 19" per booking id, for a log a person can follow on the map.
  const buoyNames = new Map<string, string>();

  async function letGo(bookings: StandInBooking[]) {
    await standIn.expire(bookings, now());
    logger.info({ buoys: bookings.map((booking) => buoyNames.get(booking.bookingId)) }, 'demo holds lapsed');
    for (const booking of bookings) {
      holds.splice(holds.indexOf(booking), 1);
      buoyNames.delete(booking.bookingId);
    }
  }

  async function holdOneMore() {
    const signedIn = await settings.signedIn();
    const { bays } = await catalog.listBays({ bbox: ADRIATIC, stay: TONIGHT }, signedIn);
    const bay = pickOne(
      bays.filter((candidate) => (candidate.freeDigitalBuoys ?? 0) > 0 && candidate.nightStay?.offered),
      random,
    );
    if (!bay) return;
    const [{ bay: details }, { buoys }] = await Promise.all([
      catalog.getBay({ slug: bay.slug }),
      catalog.listBuoys({ baySlug: bay.slug, stay: TONIGHT }, signedIn),
    ]);
    // Catalog may not have seen a hold of a moment ago yet; this traffic knows its own.
    const ours = new Set(holds.map((held) => held.buoyId));
    const buoy = pickOne(
      buoys.filter(
        (candidate) =>
          candidate.status === catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE && !ours.has(candidate.buoyId),
      ),
      random,
    );
    if (!details?.nightStay || !buoy) return;
    const heldAt = now();
    const tonight = tonightAt({ timeZone: details.timeZone, ...details.nightStay }, heldAt);
    const booking = await standIn.hold(
      {
        bayId: bay.bayId,
        buoyId: buoy.buoyId,
        periodStart: tonight.start,
        periodEnd: tonight.end,
        amountCents: details.nightStay.pricePerNight?.amountMinor,
      },
      heldAt,
      holdMs,
    );
    holds.push(booking);
    buoyNames.set(booking.bookingId, `${bay.slug} ${buoy.label}`);
    logger.info(
      { buoy: buoyNames.get(booking.bookingId), until: booking.holdExpiresAt },
      'demo boater holds a buoy',
    );
  }

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const step = () => {
    // One step at a time, and a failed step does not stop the next.
    running = running
      .catch(() => undefined)
      .then(async () => {
        if (stopped) return;
        // One thing happens per step: holds lapse, or somebody new comes along.
        const lapsed = holds.filter((booking) => booking.holdExpiresAt.getTime() <= now().getTime());
        if (lapsed.length > 0) await letGo(lapsed);
        else if (holds.length < settings.maxHolds) await holdOneMore();
      });
    return running;
  };
  const timer = setInterval(() => {
    step().catch((error: unknown) => logger.warn({ err: error }, 'demo traffic step failed; trying again'));
  }, settings.stepMs);

  return {
    step,
    held: () => [...holds],
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
      stopped = true;
      if (holds.length > 0) await letGo([...holds]);
    },
  };
}
