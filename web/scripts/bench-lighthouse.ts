// P9: Lighthouse 12 (mobile form factor, its default simulated throttling) in headless Chromium
// on four pages of the web app's production build, each figure against its target. `make bench`
// runs it (deploy/src/bench/run-all.ts) against the platform it starts with the web app and the
// demo data; `node --import tsx deploy/src/bench/run-all.ts P9` runs it alone.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { IncompleteRun, valueFigure, type Figure } from '../../deploy/src/bench/report';

export const LIGHTHOUSE_PAGES = ['/en', '/en/map', '/en/bays/telascica', '/en/bookings/preview'];

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Bounded: one page that never settles must not hold the whole run. */
const PAGE_TIMEOUT_MS = 120_000;

interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function runLighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--form-factor=mobile',
    '--only-categories=performance',
    '--max-wait-for-load=45000',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  const options = { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: PAGE_TIMEOUT_MS };
  // Lighthouse exits non-zero when the page failed to load, and still writes why into the report.
  await promisify(execFile)(process.execPath, args, options).catch((error: unknown) => {
    if (!existsSync(outputPath)) throw error;
  });
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
}

/** One retry: on a shared machine a neighbour's restart or rebuild can fail one load. */
async function lighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  const first = await runLighthouse(url, outputPath);
  return first.runtimeError ? runLighthouse(url, outputPath) : first;
}

function pageFigures(page: string, result: LighthouseResult): Figure[] {
  if (result.runtimeError) throw new Error(`P9 ${page}: ${result.runtimeError.message}`);
  const score = result.categories.performance?.score;
  const lcp = result.audits['largest-contentful-paint']?.numericValue;
  const cls = result.audits['cumulative-layout-shift']?.numericValue;
  if (score === null || score === undefined || lcp === undefined || cls === undefined)
    throw new Error(`P9 ${page}: Lighthouse gave no performance score, LCP or CLS`);
  const notes = [
    `Lighthouse ${result.lighthouseVersion}; FCP ${((result.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2)} s, ` +
      `TBT ${(result.audits['total-blocking-time']?.numericValue ?? Number.NaN).toFixed(0)} ms`,
    ...(result.runWarnings ?? []).map((warning) => `warning: ${warning}`),
  ];
  return [
    valueFigure({
      id: 'P9',
      what: `Lighthouse performance score, mobile, ${page}`,
      measured: { value: score * 100, unit: 'points' },
      bound: { atLeast: 90 },
      notes,
    }),
    valueFigure({
      id: 'P9',
      what: `largest contentful paint, mobile, ${page}`,
      measured: { value: lcp / 1000, unit: 's' },
      bound: { atMost: 2.5 },
    }),
    valueFigure({
      id: 'P9',
      what: `cumulative layout shift, mobile, ${page}`,
      measured: { value: cls, unit: '' },
      bound: { atMost: 0.1 },
    }),
  ];
}

/** P9 on each page of `webUrl`, one after another; the JSON reports stay in `reportDir`. */
export async function benchLighthouse(webUrl: string, reportDir: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const failures: string[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const file = path.join(reportDir, `lighthouse${page.replaceAll('/', '-')}.json`);
    try {
      figures.push(...pageFigures(page, await lighthouse(`${webUrl}${page}`, file)));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) throw new IncompleteRun(figures, failures.join('; '));
  return figures;
}
