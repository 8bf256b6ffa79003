// `make bench`: gzip size of the JavaScript a browser downloads on the first load of each page
// route, read from the production build (made first when web/ changed since the last one).
// First-load JS = the framework's root chunks + every client chunk the route's layouts, page,
// error and not-found boundaries reference (what Next.js emits as <script> tags for that route).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
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

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (!webBuildIsCurrent()) {
    console.log('building the web app (production build) to measure it');
    await buildWeb(process.env, () => undefined);
  }
  const buildManifest = readJson<{ rootMainFiles: string[] }>('build-manifest.json');
  const routes = readJson<Record<string, string>>('app-path-routes-manifest.json');
  const shared = new Set(buildManifest.rootMainFiles);
  const rows = Object.entries(routes)
    .filter(([entry]) => isMeasured(entry))
    .map(([entry, route]) => {
      const files = new Set(shared);
      for (const [module, chunks] of Object.entries(clientManifest(entry).entryJSFiles ?? {})) {
        if (entry !== NOT_FOUND_ENTRY && GLOBAL_NOT_FOUND_MODULE.test(module)) continue;
        for (const chunk of chunks) files.add(chunk);
      }
      return { route, ...sizes(files) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const sharedSize = sizes(shared);
  console.log(
    `Build ${readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8').trim()}: first-load JavaScript per route`,
  );
  console.log(`| route | first-load JS (gzip) | raw |`);
  console.log(`|---|---:|---:|`);
  for (const row of rows) console.log(`| ${row.route} | ${kb(row.gzip)} | ${kb(row.raw)} |`);
  console.log(`| (shared by all: framework runtime) | ${kb(sharedSize.gzip)} | ${kb(sharedSize.raw)} |`);
}

void main();
