import type { Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findTakenBuoys } from './booking.repository';
import type { BuoyAtBay, BuoyCandidate, BuoyDirectory } from './buoy-at-bay';
import type { Alternative } from './hold-refused';
import { resolveWantedStay } from './stay-quote';
import type { BoatFit, StayWanted } from './stay-wanted';

/** Up to three free buoys in the same bay, then one free buoy in each of up to three nearest bays. */
export const SAME_BAY_ALTERNATIVES = 3;
export const OTHER_BAY_ALTERNATIVES = 3;

type Db = Kysely<BookingTables>;

/**
 * What to offer when the buoy is taken (issue 12 item 4): catalog names the buoys that fit the
 * boat, ordered same bay first and then by distance; this service knows which of them are free
 * for the same stay, resolved at each bay with its own times. Advice, not a promise: a failure
 * here leaves the refusal without alternatives rather than failing it.
 */
export async function holdAlternatives(
  db: Db,
  deps: { buoys: BuoyDirectory; now: () => Date; logger: Logger },
  wanted: {
    /** The buoy the stay was wanted at; only its id and its bay's matter here. */
    buoy: Pick<BuoyAtBay, 'buoyId'> & { bay: Pick<BuoyAtBay['bay'], 'bayId'> };
    boat: BoatFit;
    stay: StayWanted;
    walkUpWithinM?: number;
  },
): Promise<Alternative[]> {
  try {
    const candidates = await deps.buoys.candidates({
      buoyId: wanted.buoy.buoyId,
      loaCm: wanted.boat.loaCm,
      multihull: wanted.boat.multihull,
      stayKind: wanted.stay.kind,
      walkUpWithinM: wanted.walkUpWithinM,
    });
    const free = await freeCandidates(db, candidates, wanted.stay, deps.now());
    const sameBay = free.filter((candidate) => candidate.bayId === wanted.buoy.bay.bayId);
    const otherBays = new Map<string, BuoyCandidate>();
    for (const candidate of free) {
      if (candidate.bayId !== wanted.buoy.bay.bayId && !otherBays.has(candidate.bayId))
        otherBays.set(candidate.bayId, candidate);
    }
    return [
      ...sameBay.slice(0, SAME_BAY_ALTERNATIVES),
      ...[...otherBays.values()].slice(0, OTHER_BAY_ALTERNATIVES),
    ].map(alternativeOf);
  } catch (error) {
    deps.logger.warn({ err: error }, 'alternatives for a refused hold could not be found');
    return [];
  }
}

/** The candidates free for the stay at their own bay; bays grouped so each period is asked once. */
async function freeCandidates(db: Db, candidates: BuoyCandidate[], stay: StayWanted, now: Date) {
  const byBay = new Map<string, BuoyCandidate[]>();
  for (const candidate of candidates)
    byBay.set(candidate.bayId, [...(byBay.get(candidate.bayId) ?? []), candidate]);
  const free: BuoyCandidate[] = [];
  for (const bayCandidates of byBay.values()) {
    const [first] = bayCandidates;
    if (!first) continue;
    const period = periodAt(first, stay, now);
    if (!period) continue;
    // A night kept for the boat already there (issue 30 item 3) is as taken as a booked one.
    const takenIds = await findTakenBuoys(db, {
      buoyIds: bayCandidates.map((c) => c.buoyId),
      ...period,
      now,
    });
    free.push(...bayCandidates.filter((candidate) => !takenIds.has(candidate.buoyId)));
  }
  return candidates.filter((candidate) => free.includes(candidate));
}

/** The stay's period at a candidate's bay, or undefined when that bay cannot sell it now. */
function periodAt(candidate: BuoyCandidate, stay: StayWanted, now: Date) {
  try {
    return resolveWantedStay(stay, candidate.stayTimes, now).period;
  } catch {
    return undefined;
  }
}

function alternativeOf(candidate: BuoyCandidate): Alternative {
  return {
    bayId: candidate.bayId,
    baySlug: candidate.baySlug,
    bayName: candidate.bayName,
    buoyId: candidate.buoyId,
    buoyLabel: candidate.label,
    distanceM: candidate.distanceM,
    qrSlug: candidate.qrSlug,
  };
}
