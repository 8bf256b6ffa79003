// P8: gzip size of the JavaScript a browser downloads on the first load of each page route, read
// from the production build (made first when web/ changed since the last one), against its
// budgets. `make bench` runs it with the others (deploy/src/bench/run-all.ts); this script runs it
// alone.
// First-load JS = the framework's root chunks + every client chunk the route's layouts, page,
// error and not-found boundaries reference (what Next.js emits as <script> tags for that route).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { printFigures, valueFigure, type Figure } from '../../deploy/src/bench/report';
import { buildWeb, webBuildIsCurrent } from '../../deploy/src/start/web-build';

const nextDir = path.join(__dirname, '..', '.next');

type Manifest = { entryJSFiles?: Record<string, string[]> };

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(nextDir, file), 'utf8')) as T;
}

function clientManifest(entry: string): Manifest {
  const file = path.join(nextDir, 'server', 'app', `${entry}_client-reference-manifest.js`);
  // The manifest is a script assigning to globalThis.__RSC_MANIFEST; evaluate it in a sandbox.
  const sandbox: { __RSC_MANIFEST?: Record<string, Manifest> } = {};
  runInNewContext(readFileSync(file, 'utf8'), { globalThis: sandbox });
  return sandbox.__RSC_MANIFEST?.[entry] ?? {};
}

function sizes(files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(nextDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

// Next lists app/global-not-found in every page's manifest, but loads it only on the 404 page of
// paths no route matches (the /_not-found row).
const NOT_FOUND_ENTRY = '/_not-found/page';
const GLOBAL_NOT_FOUND_MODULE = /\/app\/global-not-found$/;

function isMeasured(entry: string): boolean {
  return entry.endsWith('/page') && (!entry.startsWith('/_') || entry === NOT_FOUND_ENTRY);
}

// The map engine: MapLibre (its control classes) and deck.gl with luma.gl, its WebGL layer.
const MAP_ENGINE = /maplibregl-ctrl|deck\.gl|luma\.gl/;
const isMapRoute = (route: string) => /\/map(-embed)?(\/|$)/.test(route);
const SHARED_BUDGET_KB = 170;
const ROUTE_BUDGET_KB = 200;

const kb = (bytes: number): number => bytes / 1024;

interface RouteLoad {
  route: string;
  raw: number;
  gzip: number;
  mapEngine: boolean;
}

function routeLoads(shared: Set<string>): RouteLoad[] {
  const routes = readJson<Record<string, string>>('app-path-routes-manifest.json');
  const hasMapEngine = (file: string) => MAP_ENGINE.test(readFileSync(path.join(nextDir, file), 'utf8'));
  return Object.entries(routes)
    .filter(([entry]) => isMeasured(entry))
    .map(([entry, route]) => {
      const files = new Set(shared);
      for (const [module, chunks] of Object.entries(clientManifest(entry).entryJSFiles ?? {})) {
        if (entry !== NOT_FOUND_ENTRY && GLOBAL_NOT_FOUND_MODULE.test(module)) continue;
        for (const chunk of chunks) files.add(chunk);
      }
      return { route, ...sizes(files), mapEngine: [...files].some(hasMapEngine) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** P8 against the production build: shared JS, the heaviest route that is not a map, the map engine. */
export async function benchFirstLoad(): Promise<Figure[]> {
  if (!webBuildIsCurrent()) {
    console.log('building the web app (production build) to measure it');
    await buildWeb(process.env, () => undefined);
  }
  const buildManifest = readJson<{ rootMainFiles: string[] }>('build-manifest.json');
  const shared = new Set(buildManifest.rootMainFiles);
  const rows = routeLoads(shared);
  const sharedSize = sizes(shared);
  const nonMap = rows.filter((row) => !isMapRoute(row.route));
  const heaviest = nonMap.reduce<RouteLoad | undefined>(
    (worst, row) => (worst === undefined || row.gzip > worst.gzip ? row : worst),
    undefined,
  );
  const strayEngine = nonMap.filter((row) => row.mapEngine).map((row) => row.route);
  const mapRoutes = rows
    .filter((row) => isMapRoute(row.route))
    .map((row) => `${row.route} (${row.mapEngine ? 'in its first load' : 'loaded after the first load'})`);
  const buildId = readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim();
  return [
    valueFigure({
      id: 'P8',
      what: `first-load JS shared by every route (framework runtime), gzip, build ${buildId}`,
      measured: { value: kb(sharedSize.gzip), unit: 'KB' },
      bound: { atMost: SHARED_BUDGET_KB },
      notes: [`raw ${kb(sharedSize.raw).toFixed(1)} KB`],
    }),
    valueFigure({
      id: 'P8',
      what: `first-load JS of the heaviest route that is not a map (${heaviest?.route ?? 'none'}), gzip`,
      measured: { value: kb(heaviest?.gzip ?? Number.NaN), unit: 'KB' },
      bound: { atMost: ROUTE_BUDGET_KB },
      notes: rows.map(
        (row) =>
          `${row.route}: ${kb(row.gzip).toFixed(1)} KB gzip, ${kb(row.raw).toFixed(1)} KB raw` +
          `${row.mapEngine ? ', map engine' : ''}${!isMapRoute(row.route) && row.gzip > ROUTE_BUDGET_KB * 1024 ? ', over budget' : ''}`,
      ),
    }),
    valueFigure({
      id: 'P8',
      what: 'routes other than the map that load the map engine (MapLibre, deck.gl) on first load',
      measured: { value: strayEngine.length, unit: 'routes' },
      bound: { atMost: 0 },
      notes: [
        ...(strayEngine.length > 0 ? [`on ${strayEngine.join(', ')}`] : []),
        `map routes and their engine: ${mapRoutes.join(', ')}`,
      ],
    }),
  ];
}

async function main(): Promise<void> {
  printFigures('First-load JavaScript per route (P8)', await benchFirstLoad());
}

if (require.main === module) void main();
