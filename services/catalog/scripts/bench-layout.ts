// P13 (issue 27 item 9): the buoy layout editor's save of 500 buoys through the whole platform
// (BFF → catalog, each its own process, as `make start` runs them) beside the same 500 rows put
// straight into the buoys table in one INSERT; and the public map API's p99 while such layouts
// are saved, beside the same load with no save running. Figures, not tests. Alone:
// `npx tsx services/catalog/scripts/bench-layout.ts` (it starts the test PostgreSQL and Kafka).
import { startBenchPlatform, type BenchPlatform } from '@moorline/deploy/src/bench/bench-platform';
import { runAlone } from '@moorline/deploy/src/bench/code-path-vs-psql';
import { CannotMeasure, percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { noSamples, openLoop, type Samples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { operatorIdOfCompany } from '@moorline/contracts';
import { createDatabase } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { qrSlugFor } from '../src/buoys/qr-slug';
import type { CatalogTables } from '../src/catalog.tables';
import { offsetPoint } from '../src/seed/buoy-layout';
import { insertBay } from '../test/support';

const BUOYS = 500;
const GRID_COLUMNS = 25;
const SPACING_M = 20;
const SAVES = 9;
/** The map's load, open loop, per phase: a busy evening's share of one catalog replica. */
const MAP_RATE = 10;
const MAP_SENDS_PER_PHASE = 150;
const PHASES = 2;
/**
 * One save of the whole layout every second while the map is read: the "while a 500-buoy
 * layout is saved", each save overlapping a share of the map's requests. Saves are made by hand in
 * the editor, a few an hour per bay; back to back (ten a second here) they measured a storm that
 * takes a core of the two from anything, whatever the services do (issue 27 notes).
 */
const SAVE_EVERY_MS = 1_000;
const OPERATOR = operatorIdOfCompany('Test operator d.o.o.');
// Open water off Krk's south-west coast (the layout route test's bay): the grid lies south of it.
const PIN = offsetPoint(45.02, 14.56, -1500, 0);
const ADRIATIC = '12.0,40.0,20.0,46.5';

interface LayoutRow {
  buoy_id?: string;
  label: string;
  lat: number;
  lon: number;
  max_loa_cm: number;
  hull_kinds: ['mono'];
  management_kind: 'digital';
}

/**
 * 500 buoys on a 25-wide grid 20 m apart, shifted `eastM` metres: every row meets the rules.
 * With the buoys' ids, the same buoys move (as the editor saves a drag); without, they are new.
 */
function layoutRows(eastM: number, buoyIds: string[] = []): LayoutRow[] {
  return Array.from({ length: BUOYS }, (_, index) => ({
    ...(buoyIds[index] ? { buoy_id: buoyIds[index] } : {}),
    label: String(index + 1),
    ...offsetPoint(
      PIN.lat,
      PIN.lon,
      -200 - Math.floor(index / GRID_COLUMNS) * SPACING_M,
      eastM + ((index % GRID_COLUMNS) - GRID_COLUMNS / 2) * SPACING_M,
    ),
    max_loa_cm: 1500,
    hull_kinds: ['mono'],
    management_kind: 'digital',
  }));
}

/** A bay of its own for each save, with no buoys yet, off the public map (a draft). */
async function emptyDraftBay(db: Kysely<CatalogTables>): Promise<{ id: string; slug: string }> {
  const slug = `bench-layout-${randomUUID().slice(0, 8)}`;
  const bay = await insertBay(db, { slug, ...PIN, buoys: [] });
  await db.updateTable('bays').set({ status: 'draft' }).where('id', '=', bay.id).execute();
  return { id: bay.id, slug };
}

async function putLayout(platform: BenchPlatform, bayId: string, rows: LayoutRow[], query = '') {
  const authorization = await platform.bearer(randomUUID(), { operatorId: OPERATOR, bayIds: [bayId] });
  const answer = await fetch(`${platform.bffUrl}/api/v1/concessionaires/bays/${bayId}/layout${query}`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  const body = (await answer.json()) as {
    saved?: boolean;
    refused_rows?: unknown[];
    buoys?: { buoy_id: string | null }[];
  };
  if (answer.status !== 200 || (query === '' && body.saved !== true))
    throw new CannotMeasure(
      `the layout was not saved (${answer.status}): ${JSON.stringify(body).slice(0, 400)}`,
    );
  return body;
}

/** The same rows as one multi-row INSERT, the least any save of them can cost. */
async function insertStraight(
  db: Kysely<CatalogTables>,
  bay: { id: string; slug: string },
  rows: LayoutRow[],
) {
  await db
    .insertInto('buoys')
    .values(
      rows.map((row) => ({
        bay_id: bay.id,
        label: row.label,
        lat: row.lat,
        lon: row.lon,
        max_loa_cm: row.max_loa_cm,
        hull_kinds: row.hull_kinds,
        management_kind: row.management_kind,
        service_state: 'in_service' as const,
        qr_slug: qrSlugFor(bay.slug, row.label),
      })),
    )
    .execute();
}

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

async function saveVsInsert(platform: BenchPlatform, db: Kysely<CatalogTables>): Promise<Figure> {
  const rows = layoutRows(0);
  // The first save loads the land data the sea check reads; a bay's editor is warm after it.
  const warm = await emptyDraftBay(db);
  const preview = await putLayout(platform, warm.id, rows, '?dry_run=true');
  if ((preview.refused_rows ?? []).length > 0)
    throw new CannotMeasure(
      `the bench layout breaks a rule: ${JSON.stringify(preview.refused_rows).slice(0, 400)}`,
    );
  await putLayout(platform, warm.id, rows);
  const saves: number[] = [];
  const inserts: number[] = [];
  // Alternating, so the machine's load falls on both sides alike.
  for (let run = 0; run < SAVES; run += 1) {
    const bay = await emptyDraftBay(db);
    saves.push(await timed(() => putLayout(platform, bay.id, rows)));
    const straight = await emptyDraftBay(db);
    inserts.push(await timed(() => insertStraight(db, straight, rows)));
  }
  return ratioFigure({
    id: 'P13',
    what: `saving a ${BUOYS}-buoy layout (BFF → catalog: checks, audit, event) vs the same rows in one INSERT, median of ${SAVES}`,
    measured: { value: quantile(saves, 0.5), unit: 'ms' },
    baseline: { value: quantile(inserts, 0.5), unit: 'ms', what: 'one INSERT of the rows' },
    bound: { atMost: 5 },
    notes: [`p90 ${quantile(saves, 0.9).toFixed(0)} ms vs ${quantile(inserts, 0.9).toFixed(1)} ms`],
  });
}

/** The public map over the whole sea, open loop, into `samples`. */
function loadTheMap(platform: BenchPlatform, samples: Samples) {
  const url = `${platform.bffUrl}/api/v1/map/buoys?bbox=${ADRIATIC}`;
  return openLoop(
    MAP_RATE,
    MAP_SENDS_PER_PHASE,
    async () => {
      const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`map answered ${answer.status}`);
    },
    samples,
  );
}

/** Moves one live bay's 500 buoys back and forth 5 m, save after save, until told to stop. */
/** Waits `ms`, or less once the phase is over, so the map's phase does not wait on a pause. */
async function pause(ms: number, stop: { now: boolean }): Promise<void> {
  const until = Date.now() + ms;
  while (!stop.now && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function keepSaving(
  platform: BenchPlatform,
  bay: { id: string; buoyIds: string[] },
  stop: { now: boolean },
): Promise<number> {
  let saves = 0;
  while (!stop.now) {
    const started = Date.now();
    await putLayout(platform, bay.id, layoutRows(saves % 2 === 0 ? 5 : 0, bay.buoyIds));
    saves += 1;
    await pause(Math.max(0, SAVE_EVERY_MS - (Date.now() - started)), stop);
  }
  return saves;
}

async function mapWhileSaving(platform: BenchPlatform, db: Kysely<CatalogTables>): Promise<Figure> {
  // A live bay of 500 buoys on the map: its saves move its buoys and the map keeps its size.
  const draft = await emptyDraftBay(db);
  const saved = await putLayout(platform, draft.id, layoutRows(0));
  const bay = { id: draft.id, buoyIds: (saved.buoys ?? []).flatMap((buoy) => buoy.buoy_id ?? []) };
  await db.updateTable('bays').set({ status: 'live' }).where('id', '=', bay.id).execute();
  await loadTheMap(platform, noSamples()); // warm-up
  const alone = noSamples();
  const busy = noSamples();
  let saves = 0;
  for (let phase = 0; phase < PHASES; phase += 1) {
    await loadTheMap(platform, alone);
    const stop = { now: false };
    const saving = keepSaving(platform, bay, stop);
    // Whatever the map does, the saving loop is stopped and awaited: its failure is the figure's.
    await loadTheMap(platform, busy).finally(() => (stop.now = true));
    saves += await saving;
  }
  return ratioFigure({
    id: 'P13',
    what: `public map API p99 at ${MAP_RATE}/s while a ${BUOYS}-buoy layout is saved each second vs alone`,
    measured: { value: quantile(busy.latencies, 0.99), unit: 'ms' },
    baseline: { value: quantile(alone.latencies, 0.99), unit: 'ms', what: 'the map alone' },
    bound: { atMost: 1.5 },
    notes: [`alone ${percentiles(alone)}; while saving ${percentiles(busy)}; ${saves} saves`],
  });
}

/** P13 on a platform of its own; the test servers (PostgreSQL, Kafka) must be up. */
export async function benchLayout(): Promise<Figure[]> {
  const platform = await startBenchPlatform({ seedDemoData: true });
  const db = createDatabase<CatalogTables>({ url: platform.databaseUrls.catalog, maxConnections: 2 });
  try {
    return [await saveVsInsert(platform, db), await mapWhileSaving(platform, db)];
  } finally {
    await db.destroy();
    await platform.stop();
  }
}

if (require.main === module) void runAlone('Buoy layout saves (P13)', benchLayout);
