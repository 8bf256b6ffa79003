// `make bench`: every benchmark (P1–P10, the payment figures, the back-office dashboards P11, P12
// and the layout editor's save P13) in one run, each figure beside its
// baseline from the same run, the ratio and its target, written to bench/results.md and
// bench/results.json. A figure that misses is reported as such; the run exits non-zero only when
// a section cannot measure. Arguments pick sections (`run-all.ts P1 P9`): such a partial run
// prints its figures and leaves bench/ alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchMapUnderSignInAbuse } from '../../../bff/scripts/bench-sign-in-abuse';
import { benchMapApi } from '../../../bff/scripts/bench-map-api';
import { benchDashboard } from '../../../services/booking/scripts/bench-dashboard';
import { benchBooking } from '../../../services/booking/scripts/bench-holds';
import { benchLayout } from '../../../services/catalog/scripts/bench-layout';
import { benchPayments } from '../../../services/payment/scripts/bench-payments';
import { benchTurnover } from '../../../services/payment/scripts/bench-turnover';
import { benchFirstLoad } from '../../../web/scripts/bench-first-load';
import { benchBasemap, benchLighthouse } from '../../../web/scripts/bench-lighthouse';
import { repoRoot } from '../start/deployables';
import { buildWeb, webBuildIsCurrent } from '../start/web-build';
import startTestServers from '../testing/global-setup';
import stopTestServers from '../testing/global-teardown';
import { startBenchPlatform } from './bench-platform';
import { benchEventPropagation, benchSecureEventPropagation } from './event-propagation.bench';
import { benchGrpcHop } from './grpc-hop.bench';
import { benchKafkaOutage } from './kafka-outage.bench';
import { figureLines, IncompleteRun, type Figure } from './report';
import { writeResults, type RunFacts, type SectionResult } from './report-files';
import { benchServiceHttp } from './service-http.bench';

interface Section {
  ids: string[];
  title: string;
  /** Needs the test PostgreSQL and Kafka (started once for every section that does). */
  servers: boolean;
  run(scratch: string): Promise<Figure[]>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** P9 and P10 share one platform: the services, the BFF and the web app, with the demo bays. */
async function webPlatformFigures(ids: string[], scratch: string): Promise<Figure[]> {
  // Run alone (`run-all.ts P9`), P8 has not built the web app: a stale build would be measured.
  if (ids.includes('P9') && !webBuildIsCurrent()) {
    console.log('building the web app (production build) to measure it');
    await buildWeb(process.env, () => undefined);
  }
  const basemap = await benchBasemap();
  const platform = await startBenchPlatform({
    includeWeb: true,
    seedDemoData: true,
    mapStyleUrl: basemap.mapStyleUrl,
  });
  const figures: Figure[] = [];
  const failures: string[] = [];
  const measure = async (run: () => Promise<Figure[]>) => {
    try {
      figures.push(...(await run()));
    } catch (error) {
      if (error instanceof IncompleteRun) figures.push(...error.figures);
      failures.push(describe(error));
    }
  };
  try {
    if (ids.includes('P9')) await measure(() => benchLighthouse(platform.webUrl ?? '', scratch, basemap));
    if (ids.includes('P10')) await measure(() => benchMapUnderSignInAbuse(platform.bffUrl));
  } finally {
    await platform.stop();
  }
  if (failures.length > 0) throw new IncompleteRun(figures, failures.join('; '));
  return figures;
}

// In this order: the web build (P8) before the pages need it (P9), and the sections without
// servers first, while the machine is quietest.
const sections = (picked: (id: string) => boolean): Section[] => [
  { ids: ['P8'], title: 'first-load JavaScript per route', servers: false, run: benchFirstLoad },
  { ids: ['P1'], title: 'service HTTP route vs bare node:http', servers: false, run: benchServiceHttp },
  { ids: ['P2'], title: 'BFF→service gRPC hop vs an HTTP hop', servers: false, run: benchGrpcHop },
  {
    ids: ['P6'],
    title: 'event propagation outbox → Kafka → consumer',
    servers: true,
    run: benchEventPropagation,
  },
  {
    ids: ['S6'],
    title: 'event propagation in secure mode (PostgreSQL TLS, Kafka SASL_SSL) vs plaintext',
    servers: true,
    run: benchSecureEventPropagation,
  },
  {
    ids: ['F1'],
    title: 'backlog drain after a one-minute Kafka outage during booking traffic',
    servers: true,
    run: benchKafkaOutage,
  },
  { ids: ['P7'], title: 'map API with 10,000 buoys vs in-process', servers: true, run: benchMapApi },
  {
    ids: ['P3', 'P4', 'P5', 'WL'],
    title: 'booking: hold path, constraints and storm, sweeper, waitlist offer storm',
    servers: true,
    run: benchBooking,
  },
  {
    ids: ['PAY'],
    title: 'payment: webhooks, start checkout, cancel with refund',
    servers: true,
    run: benchPayments,
  },
  {
    ids: ['P11'],
    title: 'back-office dashboards (booking) with 1 million bookings vs the same SQL in psql',
    servers: true,
    run: benchDashboard,
  },
  {
    ids: ['P12'],
    title: 'back-office turnover (payment) with 1 million payments vs the same SQL in psql',
    servers: true,
    run: benchTurnover,
  },
  {
    ids: ['P13'],
    title: 'buoy layout: a 500-buoy save vs one INSERT; the map while layouts are saved',
    servers: true,
    run: benchLayout,
  },
  {
    ids: ['P9', 'P10'].filter(picked),
    title: 'Lighthouse on five pages, three runs each; map API under sign-in abuse',
    servers: true,
    run: (scratch) => webPlatformFigures(['P9', 'P10'].filter(picked), scratch),
  },
];

function runFacts(started: Date, loadAtStart: number[]): RunFacts {
  let commit = 'unknown';
  let uncommittedChanges = false;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot }).toString().trim();
    commit = git('rev-parse', '--short', 'HEAD');
    uncommittedChanges = git('status', '--porcelain', '--untracked-files=no') !== '';
  } catch {
    // Not a git checkout: the report says so.
  }
  return {
    date: `${started.toISOString().slice(0, 16)}Z`,
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    commit,
    uncommittedChanges,
    loadAtStart,
    loadAtEnd: loadavg(),
    seconds: (Date.now() - started.getTime()) / 1000,
  };
}

async function runSection(section: Section, scratch: string): Promise<SectionResult> {
  const label = section.ids.join(', ');
  console.log(`\n== ${label}: ${section.title} (load ${loadavg()[0]?.toFixed(2)})`);
  const start = performance.now();
  const result: SectionResult = { ids: label, title: section.title, seconds: 0, figures: [] };
  try {
    result.figures = await section.run(scratch);
    console.log(figureLines(result.figures).join('\n'));
  } catch (error) {
    if (error instanceof IncompleteRun) result.figures = error.figures;
    result.failure = describe(error);
    console.log(figureLines(result.figures).join('\n'));
    console.error(`cannot measure ${label}: ${result.failure}`);
  }
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).map((id) => id.toUpperCase());
  const picked = (id: string) => asked.length === 0 || asked.includes(id);
  const chosen = sections(picked).filter((section) => section.ids.some(picked));
  const started = new Date();
  const loadAtStart = loadavg();
  const scratch = mkdtempSync(join(tmpdir(), 'moorline-bench-run-'));
  console.log(
    `make bench: ${chosen.flatMap((section) => section.ids).join(', ')}; logs and reports in ${scratch}`,
  );
  const results: SectionResult[] = [];
  let serversUp = false;
  try {
    for (const section of chosen) {
      if (section.servers && !serversUp) {
        await startTestServers();
        serversUp = true;
      }
      results.push(await runSection(section, scratch));
    }
  } finally {
    if (serversUp) await stopTestServers();
  }
  const facts = runFacts(started, loadAtStart);
  if (asked.length === 0) {
    await writeResults(join(repoRoot, 'bench'), facts, results);
    console.log('\nwrote bench/results.md and bench/results.json');
  }
  const failed = results.filter((result) => result.failure !== undefined);
  console.log(
    `\n${(facts.seconds / 60).toFixed(1)} minutes; load ${facts.loadAtStart[0]?.toFixed(2)} at the start, ${facts.loadAtEnd[0]?.toFixed(2)} at the end`,
  );
  if (failed.length > 0) {
    console.error(`could not measure: ${failed.map((result) => result.ids).join('; ')}`);
    process.exitCode = 1;
  }
}

// Everything this run started is stopped by now; a client library's idle timer must not hold
// `make bench` open.
void main().finally(() => process.stdout.write('', () => process.exit()));
