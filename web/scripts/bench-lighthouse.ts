// P9: Lighthouse 12 (mobile form factor, its default simulated throttling) in headless Chromium
// on five pages of the web app's production build, three runs per page, each figure the median
// of the three against its target (issue 17). `make bench` runs it (deploy/src/bench/run-all.ts)
// against the platform it starts with the web app and the demo data;
// `node --import tsx deploy/src/bench/run-all.ts P9` runs it alone.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { IncompleteRun, valueFigure, type Bound, type Figure } from '../../deploy/src/bench/report';
import { DEFAULT_MAP_STYLE_URL } from '../src/config';

interface PageTargets {
  path: string;
  performance: number;
  /** The page's whole weight as Lighthouse counts it (bytes over the wire). */
  maxTransferredKb?: number;
}

/** Issue 17's targets: the map page scores lower, it starts a WebGL engine. */
export const LIGHTHOUSE_PAGES: PageTargets[] = [
  { path: '/en', performance: 90 },
  { path: '/en/map', performance: 75 },
  { path: '/en/bays/telascica', performance: 90, maxTransferredKb: 300 },
  { path: '/en/auth/signin', performance: 90 },
  { path: '/en/bookings/preview', performance: 90 },
];
const RUNS_PER_PAGE = 3;
const MAX_LCP_SECONDS = 2.5;
const MAX_CLS = 0.1;
const BEST_PRACTICES = 100;

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
  categories: Record<'performance' | 'best-practices', { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> };
      }
    | undefined
  >;
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
    '--only-categories=performance,best-practices',
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

/** The basemap the map page is measured on: MAP_STYLE_URL for the web app, and what to call it. */
export interface BenchBasemap {
  mapStyleUrl: string;
  label: string;
}

/**
 * The default online style when this machine reaches its host. Otherwise the offline base: a
 * style that cannot load would measure a failed request and a fallback, not the page a skipper
 * with a network sees, nor the one without (whose map is set to offline).
 */
export async function benchBasemap(): Promise<BenchBasemap> {
  const reachable = await fetch(DEFAULT_MAP_STYLE_URL, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
  return reachable
    ? { mapStyleUrl: DEFAULT_MAP_STYLE_URL, label: `online basemap (${DEFAULT_MAP_STYLE_URL})` }
    : { mapStyleUrl: 'offline', label: 'offline basemap: this machine reaches no map host' };
}

/** One retry: on a shared machine a neighbour's restart or rebuild can fail one load. */
async function lighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  const first = await runLighthouse(url, outputPath);
  return first.runtimeError ? runLighthouse(url, outputPath) : first;
}

/** What one run measured, in the units the figures report. */
interface RunMeasures {
  performance: number;
  bestPractices: number;
  lcpSeconds: number;
  cls: number;
  transferredKb: number;
  tbtMs: number;
  lcpElement: string;
}

function measuresOf(page: string, result: LighthouseResult): RunMeasures {
  if (result.runtimeError) throw new Error(`P9 ${page}: ${result.runtimeError.message}`);
  const audit = (id: string): number => {
    const value = result.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`P9 ${page}: Lighthouse gave no ${id}`);
    return value;
  };
  const category = (id: 'performance' | 'best-practices'): number => {
    const score = result.categories[id]?.score;
    if (score === null || score === undefined) throw new Error(`P9 ${page}: Lighthouse gave no ${id} score`);
    return score * 100;
  };
  const lcpNode = result.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: category('performance'),
    bestPractices: category('best-practices'),
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
    transferredKb: audit('total-byte-weight') / 1024,
    tbtMs: audit('total-blocking-time'),
    lcpElement: lcpNode?.selector ?? 'unknown',
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.ceil(sorted.length / 2) - 1];
  if (upper === undefined || lower === undefined) throw new Error('median of no values');
  return (lower + upper) / 2;
}

function pageFigures(page: PageTargets, runs: RunMeasures[], basemap: BenchBasemap): Figure[] {
  const each = (pick: (run: RunMeasures) => number, digits: number): string =>
    runs.map((run) => pick(run).toFixed(digits)).join(', ');
  const figure = (
    what: string,
    pick: (run: RunMeasures) => number,
    unit: string,
    bound: Bound,
    digits: number,
    notes: string[] = [],
  ) =>
    valueFigure({
      id: 'P9',
      what: `${what}, mobile, ${page.path} (median of ${runs.length})`,
      measured: { value: median(runs.map(pick)), unit },
      bound,
      notes: [`runs: ${each(pick, digits)}`, ...notes],
    });
  const lcpElements = [...new Set(runs.map((run) => run.lcpElement))].join(' | ');
  const figures = [
    figure(
      'Lighthouse performance score',
      (run) => run.performance,
      'points',
      { atLeast: page.performance },
      0,
      [`TBT ${each((run) => run.tbtMs, 0)} ms; LCP element ${lcpElements}; ${basemap.label}`],
    ),
    figure('largest contentful paint', (run) => run.lcpSeconds, 's', { atMost: MAX_LCP_SECONDS }, 2),
    figure('cumulative layout shift', (run) => run.cls, '', { atMost: MAX_CLS }, 3),
    figure(
      'Lighthouse best practices score',
      (run) => run.bestPractices,
      'points',
      { atLeast: BEST_PRACTICES },
      0,
    ),
  ];
  if (page.maxTransferredKb !== undefined)
    figures.push(
      figure('bytes transferred', (run) => run.transferredKb, 'KB', { atMost: page.maxTransferredKb }, 0),
    );
  return figures;
}

/**
 * P9 on each page of `webUrl` (started with `basemap.mapStyleUrl`), one after another; the JSON
 * reports stay in `reportDir`.
 */
export async function benchLighthouse(
  webUrl: string,
  reportDir: string,
  basemap: BenchBasemap,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const failures: string[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    try {
      const runs: RunMeasures[] = [];
      for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
        const file = path.join(reportDir, `lighthouse${page.path.replaceAll('/', '-')}-${run}.json`);
        runs.push(measuresOf(page.path, await lighthouse(`${webUrl}${page.path}`, file)));
      }
      figures.push(...pageFigures(page, runs, basemap));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) throw new IncompleteRun(figures, failures.join('; '));
  return figures;
}
