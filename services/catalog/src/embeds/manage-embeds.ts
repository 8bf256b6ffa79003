import { AppError, hasRole, inTransaction, requireOperatorStaff, type Caller } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { embedSettingsOf, type EmbedSettings, type EmbedSettingsInput } from './embed-settings';
import {
  countExistingBays,
  findEmbedBayIds,
  findManagedEmbeds,
  lockEmbed,
  replaceEmbedBays,
  type MapEmbedRow,
} from './map-embed.repository';

type Trx = Transaction<CatalogTables>;

/** An embed as its owner sees it. */
export interface ManagedEmbed {
  id: string;
  settings: EmbedSettings;
  platformOwned: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Who manages which embeds (issue 27 item 5): an admin every embed (acting as the admin even when
 * they also run a bay), and whoever sets the operator's bays up (its concessionaire or a manager,
 * as for bay setup) the operator's. An employee runs the water, not partnerships: `forbidden`, as
 * anyone else.
 */
type Manager = { kind: 'admin' } | { kind: 'operator'; operatorId: string; bayIds: readonly string[] };

function managerOf(caller: Caller): Manager {
  if (hasRole(caller, 'superuser')) return { kind: 'admin' };
  const operatorId = requireOperatorStaff(caller);
  if (!hasRole(caller, 'concessionaire') && !hasRole(caller, 'manager')) throw new AppError('forbidden');
  return { kind: 'operator', operatorId, bayIds: caller.bayIds };
}

/** The bays it names, checked against what the manager may show. */
async function checkBays(db: Kysely<CatalogTables>, manager: Manager, bayIds: readonly string[]) {
  if (manager.kind === 'operator') {
    if (bayIds.length === 0) throw new AppError('embed_bays_required');
    if (!bayIds.every((bayId) => manager.bayIds.includes(bayId))) throw new AppError('not_found');
    return;
  }
  if ((await countExistingBays(db, bayIds)) !== bayIds.length) throw new AppError('not_found');
}

function managedEmbed(row: MapEmbedRow, bayIds: string[]): ManagedEmbed {
  return {
    id: row.id,
    settings: {
      partnerName: row.partner_name,
      allowedOrigins: row.allowed_origins,
      center: { lat: row.center_lat, lon: row.center_lon },
      zoom: row.zoom,
      locale: row.locale,
      theme: row.theme,
      bayIds,
    },
    platformOwned: row.operator_id === null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The audit entries of a change: one on each bay it shows (or its before did), else one of no bay. */
async function recordEmbedChange(
  trx: Trx,
  entry: {
    caller: Caller;
    action: string;
    embedId: string;
    before: ManagedEmbed | null;
    after: ManagedEmbed | null;
    at: Date;
  },
) {
  const snapshot = (embed: ManagedEmbed | null) => (embed ? { ...embed.settings } : null);
  const bayIds = new Set([...(entry.before?.settings.bayIds ?? []), ...(entry.after?.settings.bayIds ?? [])]);
  for (const bayId of bayIds.size > 0 ? [...bayIds] : [null])
    await recordAudit(trx, {
      bayId,
      actor: entry.caller,
      action: entry.action,
      subject: { kind: 'map_embed', id: entry.embedId },
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      at: entry.at,
    });
}

const embedColumns = (settings: EmbedSettings) => ({
  partner_name: settings.partnerName,
  allowed_origins: settings.allowedOrigins,
  center_lat: settings.center.lat,
  center_lon: settings.center.lon,
  zoom: settings.zoom,
  locale: settings.locale,
  theme: settings.theme,
});

/** ListMapEmbeds: an operator's embeds for its concessionaire, every embed for an admin. */
export async function listManagedEmbeds(db: Kysely<CatalogTables>, caller: Caller): Promise<ManagedEmbed[]> {
  const manager = managerOf(caller);
  const rows = await findManagedEmbeds(db, manager.kind === 'operator' ? manager.operatorId : undefined);
  const bays = await findEmbedBayIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => managedEmbed(row, bays.get(row.id) ?? []));
}

/** CreateMapEmbed: an operator's embed of its bays, or (an admin's) the platform's own. */
export async function createManagedEmbed(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; settings: EmbedSettingsInput },
): Promise<ManagedEmbed> {
  const manager = managerOf(input.caller);
  const settings = embedSettingsOf(input.settings);
  await checkBays(db, manager, settings.bayIds);
  return inTransaction(db, async (trx) => {
    const now = deps.now();
    const row = await trx
      .insertInto('map_embeds')
      .values({
        id: randomUUID(),
        ...embedColumns(settings),
        operator_id: manager.kind === 'operator' ? manager.operatorId : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceEmbedBays(trx, row.id, settings.bayIds);
    const embed = managedEmbed(row, settings.bayIds);
    await recordEmbedChange(trx, {
      caller: input.caller,
      action: 'map_embed.create',
      embedId: row.id,
      before: null,
      after: embed,
      at: now,
    });
    return embed;
  });
}

/** The embed under its row lock, if the manager may change it; `not_found` otherwise. */
async function lockOwnEmbed(trx: Trx, manager: Manager, embedId: string): Promise<ManagedEmbed> {
  const row = isUuid(embedId) ? await lockEmbed(trx, embedId.toLowerCase()) : undefined;
  if (!row || (manager.kind === 'operator' && row.operator_id !== manager.operatorId))
    throw new AppError('not_found');
  const bays = await findEmbedBayIds(trx, [row.id]);
  return managedEmbed(row, bays.get(row.id) ?? []);
}

/** UpdateMapEmbed: the whole settings replaced, in one transaction with its audit entries. */
export async function updateManagedEmbed(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; embedId: string; settings: EmbedSettingsInput },
): Promise<ManagedEmbed> {
  const manager = managerOf(input.caller);
  const settings = embedSettingsOf(input.settings);
  await checkBays(db, manager, settings.bayIds);
  return inTransaction(db, async (trx) => {
    const before = await lockOwnEmbed(trx, manager, input.embedId);
    const now = deps.now();
    const row = await trx
      .updateTable('map_embeds')
      .set({ ...embedColumns(settings), updated_at: now })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceEmbedBays(trx, row.id, settings.bayIds);
    const after = managedEmbed(row, settings.bayIds);
    await recordEmbedChange(trx, {
      caller: input.caller,
      action: 'map_embed.update',
      embedId: row.id,
      before,
      after,
      at: now,
    });
    return after;
  });
}

/** DeleteMapEmbed: its page answers not found from now on; bookings keep the embed's id. */
export async function deleteManagedEmbed(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; embedId: string },
): Promise<void> {
  const manager = managerOf(input.caller);
  await inTransaction(db, async (trx) => {
    const before = await lockOwnEmbed(trx, manager, input.embedId);
    await trx.deleteFrom('map_embeds').where('id', '=', before.id).execute();
    await recordEmbedChange(trx, {
      caller: input.caller,
      action: 'map_embed.delete',
      embedId: before.id,
      before,
      after: null,
      at: deps.now(),
    });
  });
}
