// `make start`'s demo traffic. On a fresh platform nobody books, and the live map would never
// move (issue 5 asks that a newcomer, signed in, sees buoy states change live). This plays a few
// boaters who hold tonight's night stay at a free digital buoy through the booking service, as
// the web app does, and then either give up (CancelHold) or walk away, so the booking service's
// sweeper lets the hold lapse after its 3 minutes (spec §9). It reads the catalog over gRPC like
// any client; the map changes because booking's own events reach catalog.
import { catalogV1 } from '@moorline/contracts';
import type { GrpcClient, Logger } from '@moorline/kit';
import {
  boaterBoat,
  cancelHold,
  holdNight,
  smallMonohull,
  tonight,
  type BoaterCall,
  type BookingClient,
} from './boater-calls';
import { giveUpTime, nextMove, type DemoHold } from './demo-moves';

export type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

/** One demo boater: call options with a fresh access token of theirs for every call. */
export type DemoBoater = () => Promise<BoaterCall>;

export interface DemoTrafficSettings {
  catalog: CatalogClient;
  booking: BookingClient;
  /** The boaters; each has one boat, so there are at most this many holds out at once. */
  boaters: DemoBoater[];
  /** How often something may happen. */
  stepMs: number;
  random?: () => number;
  now?: () => Date;
  logger: Logger;
}

export interface DemoTraffic {
  /** Runs one step now: forgets lapsed holds, or cancels given-up ones, or takes one more. */
  step(): Promise<void>;
  /** The holds out right now, as the traffic knows them. */
  held(): readonly DemoHold[];
  /** Cancels every hold still out, so the map is as it was, and comes no more. */
  stop(): Promise<void>;
}

// Every demo bay lies inside; the whole Adriatic with its coasts.
const ADRIATIC: catalogV1.BoundingBox = { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 };
const TONIGHT: catalogV1.StayQuery = {
  stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
  fromDate: '',
  toDate: '',
};
const MONO = catalogV1.HullKind.HULL_KIND_MONO;

/** Demo boater `index`'s boat, the same details on every start. */
const boatOfBoater = (index: number) => smallMonohull(`Demo ${index + 1}`, `DEMO ${index + 1}`);

/** One of `items` at random, or undefined when there are none. */
function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

export function startDemoTraffic(settings: DemoTrafficSettings): DemoTraffic {
  const { catalog, booking, boaters, logger } = settings;
  const random = settings.random ?? Math.random;
  const now = settings.now ?? (() => new Date());
  const holds: DemoHold[] = [];
  // Each boater's boat id once CreateBoat answered it.
  const boats = new Map<number, string>();

  const forget = (gone: DemoHold[]) => {
    for (const hold of gone) holds.splice(holds.indexOf(hold), 1);
  };

  async function cancel(givingUp: DemoHold[]) {
    for (const hold of givingUp) {
      const boater = boaters[hold.boater];
      // A hold that lapsed meanwhile cannot be cancelled: it is free all the same.
      if (boater) await cancelHold(booking, await boater(), hold.bookingId).catch(() => undefined);
    }
    forget(givingUp);
    logger.info({ buoys: givingUp.map((hold) => hold.buoyName) }, 'demo boaters gave up their holds');
  }

  async function boatOf(index: number, call: BoaterCall): Promise<string> {
    const known = boats.get(index);
    if (known) return known;
    const { boatId } = await boaterBoat(booking, call, boatOfBoater(index));
    boats.set(index, boatId);
    return boatId;
  }

  /** A bay selling tonight with a free buoy, and a free buoy there that takes the boat. */
  async function freeBuoy(call: BoaterCall, loaCm: number) {
    const { bays } = await catalog.listBays({ bbox: ADRIATIC, stay: TONIGHT }, call);
    const bay = pickOne(
      bays.filter(
        (candidate) =>
          (candidate.freeDigitalBuoys ?? 0) > 0 &&
          // A bay that cannot take payments takes no holds (issue 26 item 3).
          candidate.onlineBooking?.bookable === true &&
          candidate.nightStay?.offered &&
          candidate.maxLoaCm >= loaCm,
      ),
      random,
    );
    if (!bay) return undefined;
    const [{ bay: details }, { buoys }] = await Promise.all([
      catalog.getBay({ slug: bay.slug }),
      catalog.listBuoys({ baySlug: bay.slug, stay: TONIGHT }, call),
    ]);
    // Catalog may not have seen a hold of a moment ago yet; this traffic knows its own.
    const ours = new Set(holds.map((hold) => hold.buoyId));
    const buoy = pickOne(
      buoys.filter(
        (candidate) =>
          candidate.status === catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE &&
          candidate.maxLoaCm >= loaCm &&
          candidate.hullKinds.includes(MONO) &&
          !ours.has(candidate.buoyId),
      ),
      random,
    );
    if (!details || !buoy) return undefined;
    return { bay, timeZone: details.timeZone, buoy };
  }

  async function holdOneMore(index: number) {
    const boater = boaters[index];
    if (!boater) return;
    const call = await boater();
    const boatId = await boatOf(index, call);
    const found = await freeBuoy(call, boatOfBoater(index).loaCm);
    if (!found) return;
    const heldAt = now();
    const held = await holdNight(booking, call, {
      buoyId: found.buoy.buoyId,
      boatId,
      ...tonight(found.timeZone, heldAt),
    });
    if (!held.holdExpiresAt) throw new Error('booking answered a hold without its end');
    const hold: DemoHold = {
      bookingId: held.bookingId,
      boater: index,
      bayId: found.bay.bayId,
      buoyId: found.buoy.buoyId,
      buoyName: `${found.bay.slug} ${found.buoy.label}`,
      holdExpiresAt: held.holdExpiresAt,
      giveUpAt: giveUpTime(heldAt, held.holdExpiresAt, random),
    };
    holds.push(hold);
    logger.info(
      { buoy: hold.buoyName, until: hold.holdExpiresAt, givesUpAt: hold.giveUpAt ?? 'never' },
      'demo boater holds a buoy',
    );
  }

  async function play() {
    const move = nextMove(holds, boaters.length, now());
    if (move.kind === 'forget') {
      forget(move.holds);
      logger.info({ buoys: move.holds.map((hold) => hold.buoyName) }, 'demo holds lapsed unpaid');
    } else if (move.kind === 'cancel') await cancel(move.holds);
    else if (move.kind === 'hold') await holdOneMore(move.boater);
  }

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const step = () => {
    // One step at a time, and a failed step does not stop the next.
    running = running.catch(() => undefined).then(() => (stopped ? undefined : play()));
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
      if (holds.length > 0) await cancel([...holds]);
    },
  };
}
