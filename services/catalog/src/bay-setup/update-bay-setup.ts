import { AppError, inTransaction, outbox, type Caller } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { AuditSnapshot } from '../audit/audit-log.table';
import { changedFields, recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { bayUpdatedEvent } from '../events/bay-updated.event';
import { distanceM } from '../geo/distance';
import { layoutLimits } from '../layout/layout-rules';
import { requireBayOwnerAccess } from './bay-owner-access';
import { findSeasons, replaceSeasons, type SeasonRow } from './bay-season.repository';
import { checkSetup, type SetupInput } from './bay-setup-rules';
import { findBaySetup, updateBaySetup, type BaySetupRow } from './bay-setup.repository';
import { timeZoneAt } from './bay-time-zone';
import { loadBaySetup, type BaySetupAnswer } from './get-bay-setup';

type Trx = Transaction<CatalogTables>;

export interface UpdateBaySetupInput {
  caller: Caller;
  bayId: string;
  pin: { lat: number; lon: number };
  setup: SetupInput;
}

/** The setup as the audit log shows it: the bay's columns and its seasons without their ids. */
function snapshot(bay: BaySetupRow, seasons: readonly SeasonRow[]): AuditSnapshot {
  const { id: _id, slug: _slug, operator_id: _operator, ...columns } = bay;
  return { ...columns, seasons: seasons.map(({ id: _season, ...season }) => season) };
}

/** Issue 27 item 3 keeps every buoy within 3 km of the pin; moving the pin keeps it too. */
async function assertPinNearBuoys(trx: Trx, bayId: string, pin: { lat: number; lon: number }): Promise<void> {
  const buoys = await trx.selectFrom('buoys').select(['lat', 'lon']).where('bay_id', '=', bayId).execute();
  if (buoys.some((buoy) => distanceM(pin, buoy) > layoutLimits.maxFromPinM))
    throw new AppError('pin_too_far_from_buoys');
}

async function lockedSetup(trx: Trx, bayId: string) {
  const bay = await findBaySetup(trx, bayId, { forUpdate: true });
  if (!bay) throw new AppError('not_found');
  return { bay, seasons: await findSeasons(trx, bayId) };
}

/**
 * UpdateBaySetup (issue 27 item 2): every field checked before the transaction; then, under the
 * bay's row lock, the bay and its seasons are replaced, BayUpdated goes to the outbox and the
 * audit log gets what changed, all in one transaction. Stays quoted before keep their price
 * (booking copies it into the hold); quotes after it see the new one.
 */
export async function updateBaySetupOf(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: UpdateBaySetupInput,
): Promise<BaySetupAnswer> {
  requireBayOwnerAccess(input.caller, input.bayId);
  const checked = checkSetup(input.setup);
  const timeZone = timeZoneAt(input.pin);
  await inTransaction(db, async (trx) => {
    const before = await lockedSetup(trx, input.bayId);
    await assertPinNearBuoys(trx, input.bayId, input.pin);
    const now = deps.now();
    await updateBaySetup(trx, input.bayId, {
      ...checked.columns,
      lat: input.pin.lat,
      lon: input.pin.lon,
      time_zone: timeZone,
      updated_at: now,
    });
    await replaceSeasons(trx, input.bayId, checked.seasons);
    const after = await lockedSetup(trx, input.bayId);
    const change = changedFields(snapshot(before.bay, before.seasons), snapshot(after.bay, after.seasons));
    await outbox.add(trx, bayUpdatedEvent(after.bay));
    await recordAudit(trx, {
      bayId: input.bayId,
      actor: input.caller,
      action: 'bay_setup.update',
      subject: { kind: 'bay', id: input.bayId },
      ...change,
      at: now,
    });
  });
  return loadBaySetup(db, input.bayId);
}
