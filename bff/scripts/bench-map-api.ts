// P7: the map API for a viewport of 10,000 buoys (issue 5), the BFF over HTTP beside the same
// query run in-process in catalog, and the payload sizes. Real PostgreSQL and Kafka, started the
// way the tests start them. `make bench` runs it with the others (deploy/src/bench/run-all.ts);
// this script runs it alone.
import { printFigures, ratioFigure, valueFigure, type Figure } from '@moorline/deploy/src/bench/report';
import startTestServers from '@moorline/deploy/src/testing/global-setup';
import stopTestServers from '@moorline/deploy/src/testing/global-teardown';
import type { Kysely } from 'kysely';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { listViewportBuoys } from '../../services/catalog/src/buoys/list-viewport-buoys';
import { qrSlugFor } from '../../services/catalog/src/buoys/qr-slug';
import type { CatalogTables } from '../../services/catalog/src/catalog.tables';
import { insertBay } from '../../services/catalog/test/support';
import { startCatalogStack } from '../test/support/catalog-stack';

const BAYS = 20;
const BUOYS_PER_BAY = 500;
const RUNS = 15;
const BOX = { minLon: 14, minLat: 42, maxLon: 18, maxLat: 46 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

async function seedViewport(db: Kysely<CatalogTables>) {
  for (let bayIndex = 0; bayIndex < BAYS; bayIndex += 1) {
    const lat = 42.5 + bayIndex * 0.15;
    const lon = 14.5 + (bayIndex % 5) * 0.6;
    const bay = await insertBay(db, { slug: `bench-bay-${bayIndex}`, lat, lon, buoys: [] });
    const rows = Array.from({ length: BUOYS_PER_BAY }, (_, index) => ({
      bay_id: bay.id,
      label: String(index + 1),
      // Rows of 25 buoys some 30 m apart, each a few metres off its grid, like a real field.
      lat: lat + Math.floor(index / 25) * 0.0003 + (Math.random() - 0.5) * 0.00008,
      lon: lon + (index % 25) * 0.0004 + (Math.random() - 0.5) * 0.00008,
      max_loa_cm: 1800,
      hull_kinds: ['mono' as const],
      management_kind:
        index % 6 === 0
          ? ('fcfs' as const)
          : index % 13 === 0
            ? ('traditional' as const)
            : ('digital' as const),
      service_state: 'in_service' as const,
      qr_slug: qrSlugFor(`bench-bay-${bayIndex}`, String(index + 1)),
    }));
    for (let start = 0; start < rows.length; start += 250)
      await db
        .insertInto('buoys')
        .values(rows.slice(start, start + 250))
        .execute();
  }
}

/** P7 for a visitor and a signed-in boater; the test servers (PostgreSQL, Kafka) must be up. */
export async function benchMapApi(): Promise<Figure[]> {
  const stack = await startCatalogStack({ seedDemoData: false });
  try {
    const db = stack.catalogDb;
    await seedViewport(db);
    const { authorization } = await stack.signedIn();
    const url = `${stack.baseUrl}/api/v1/map/buoys?bbox=${BOX.minLon},${BOX.minLat},${BOX.maxLon},${BOX.maxLat}`;
    const stay = { kind: 'night' as const, fromDate: '', toDate: '' };
    const figures: Figure[] = [];
    for (const signedIn of [false, true]) {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (signedIn) headers.authorization = authorization;
      const inProcess = await timed(() =>
        listViewportBuoys(
          db,
          { now: new Date() },
          { box: BOX, stay, callerSignedIn: signedIn, limit: 10_000 },
        ),
      );
      const overHttp = await timed(async () => (await fetch(url, { headers })).arrayBuffer());
      const json = await (await fetch(url, { headers: signedIn ? { authorization } : {} })).text();
      const count = (JSON.parse(json) as { buoys: { count: number } }).buoys.count;
      const who = signedIn ? 'signed in' : 'visitor';
      figures.push(
        ratioFigure({
          id: 'P7',
          what: `map API, ${who}, ${count} buoys: the BFF over HTTP vs the same query in-process (median of ${RUNS})`,
          measured: { value: overHttp, unit: 'ms' },
          baseline: { value: inProcess, unit: 'ms', what: 'in-process query' },
          bound: { atMost: 2 },
        }),
        valueFigure({
          id: 'P7',
          what: `map API payload, ${who}, gzip`,
          measured: { value: gzipSync(json).length / 1024, unit: 'KB' },
          bound: { atMost: 150 },
          notes: [
            `raw ${(json.length / 1024).toFixed(1)} KB, brotli ${(brotliCompressSync(json).length / 1024).toFixed(1)} KB`,
          ],
        }),
      );
    }
    return figures;
  } finally {
    await stack.stop();
  }
}

async function main() {
  await startTestServers();
  try {
    printFigures(`Map API, one viewport of ${BAYS * BUOYS_PER_BAY} buoys`, await benchMapApi());
  } finally {
    await stopTestServers();
  }
}

if (require.main === module) void main();
