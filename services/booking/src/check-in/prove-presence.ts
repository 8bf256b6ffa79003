import { AppError, type Caller, type Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingConfig } from '../config';
import { countChecksByClient, countRemoteChecksAtBuoy, insertPresenceCheck } from './check-in.repository';
import { isPlausiblePosition, presenceVerdict, type ReportedPosition } from './presence-rules';
import type { QrBuoy, QrCodes } from './qr-buoy';

type Db = Kysely<BookingTables>;

/** The window both rate limits count in. */
const LIMIT_WINDOW_MS = 10 * 60 * 1000;

export type PresenceSettings = Pick<
  BookingConfig,
  | 'CHECK_IN_RADIUS_M'
  | 'CHECK_IN_MAX_ACCURACY_M'
  | 'PRESENCE_PASS_SECONDS'
  | 'PRESENCE_CHECKS_PER_CLIENT'
  | 'REMOTE_CHECKS_PER_BUOY'
>;

export interface PresenceDeps {
  now: () => Date;
  qrCodes: QrCodes;
  logger: Logger;
  settings: PresenceSettings;
}

export interface ProvePresenceInput {
  /** Absent before the walk-up's personal details: the pass then waits to be claimed. */
  caller: Caller | undefined;
  qrSlug: string;
  position: ReportedPosition;
  clientAddress: string;
}

/** A check from away, with how far away it was, for the boater to tell a bad reading. */
export class PresenceBlocked extends AppError {
  constructor(
    readonly distanceM: number,
    readonly radiusM: number,
  ) {
    super('check_in_blocked');
  }
}

/** Traditional and out-of-service buoys take no check-in (spec §4). */
export function assertCheckInOffered(buoy: QrBuoy): void {
  if (buoy.management === 'traditional' || buoy.outOfService) throw new AppError('check_in_not_offered');
}

/**
 * ProvePresence (issue 14 item 2): the server decides whether the boater is at the buoy. Every
 * check is recorded as its verdict and distance (never the position) and counts towards the
 * limits: a client may try a few times in 10 minutes, and a buoy tried from away too often
 * refuses further remote tries for a while. A remote try is misuse (spec §8): logged, blocked.
 */
export async function provePresence(db: Db, deps: PresenceDeps, input: ProvePresenceInput) {
  const { settings } = deps;
  const buoy = await deps.qrCodes.resolve(input.qrSlug);
  assertCheckInOffered(buoy);
  if (!isPlausiblePosition(input.position)) throw new AppError('location_not_verified');
  const now = deps.now();
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  const userId = input.caller?.userId ?? null;
  const client = { address: input.clientAddress, userId };
  if ((await countChecksByClient(db, client, since)) >= settings.PRESENCE_CHECKS_PER_CLIENT)
    throw new AppError('too_many_requests');
  const radiusM = buoy.checkInRadiusM ?? settings.CHECK_IN_RADIUS_M;
  const { verdict, distanceM } = presenceVerdict(input.position, buoy.location, {
    radiusM,
    maxAccuracyM: settings.CHECK_IN_MAX_ACCURACY_M,
  });
  if (
    verdict === 'too_far' &&
    (await countRemoteChecksAtBuoy(db, buoy.buoyId, since)) >= settings.REMOTE_CHECKS_PER_BUOY
  )
    throw new AppError('too_many_requests');
  const check = await insertPresenceCheck(db, {
    user_id: userId,
    buoy_id: buoy.buoyId,
    client_address: input.clientAddress,
    verdict,
    distance_m: Math.round(distanceM),
    accuracy_m: Math.round(input.position.accuracyM),
    checked_at: now,
    expires_at: new Date(now.getTime() + settings.PRESENCE_PASS_SECONDS * 1000),
  });
  if (verdict === 'too_far') {
    deps.logger.warn(
      {
        buoyId: buoy.buoyId,
        userId,
        clientAddress: input.clientAddress,
        distanceM: check.distance_m,
      },
      'QR check-in from away from the buoy blocked',
    );
    throw new PresenceBlocked(check.distance_m, radiusM);
  }
  if (verdict === 'too_imprecise') throw new AppError('location_not_verified');
  return check;
}
