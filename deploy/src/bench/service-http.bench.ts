import { join } from 'node:path';
import { startBenchServers, type BenchServerMode, type BenchServers } from './bench-child';
import { closedLoop, perSecond } from './closed-loop';
import { assertSetupSound, percentiles } from './figures';
import { keepAliveGet } from './http-client';
import { noSamples, type Samples } from './open-loop';
import { processCpuMs } from './process-cpu';
import { ratioFigure, type Figure } from './report';

const CONCURRENCY = 32;
const PER_SEGMENT = 4_000;
const SEGMENTS = 3;

interface Side {
  servers: BenchServers;
  client: ReturnType<typeof keepAliveGet>;
  samples: Samples;
  cpuMs: number;
}

async function side(mode: BenchServerMode, logDir: string): Promise<Side> {
  const servers = await startBenchServers(mode, join(logDir, `${mode}.log`));
  const client = keepAliveGet(`http://127.0.0.1:${servers.ports.port}/bench`, CONCURRENCY);
  assertSetupSound(mode, await closedLoop(CONCURRENCY, 1_000, client.get));
  return { servers, client, samples: noSamples(), cpuMs: 0 };
}

async function segment(of: Side): Promise<void> {
  const before = processCpuMs(of.servers.pid);
  await closedLoop(CONCURRENCY, PER_SEGMENT, of.client.get, of.samples);
  of.cpuMs += processCpuMs(of.servers.pid) - before;
}

const cpuPerRequest = (of: Side) => (of.cpuMs / of.samples.latencies.length).toFixed(3);

/**
 * P1: a route on the kit's service HTTP app (createHttpApp: its hooks, guards, error handler and
 * pino request logs at info, OpenTelemetry started as in a service) against bare `node:http`
 * answering the same JSON bytes. Each server in a process of its own, closed loop, alternating.
 */
export async function benchServiceHttp(logDir: string): Promise<Figure[]> {
  const bare = await side('bare-http', logDir);
  const kit = await side('kit-http', logDir);
  // Where the difference goes: the same app without OpenTelemetry and with request logs off.
  const quiet = await side('kit-http-quiet', logDir);
  try {
    for (let index = 0; index < SEGMENTS; index += 1) {
      await segment(bare);
      await segment(kit);
      await segment(quiet);
    }
    const quietRatio = (perSecond(quiet.samples) / perSecond(bare.samples)).toFixed(2);
    return [
      ratioFigure({
        id: 'P1',
        what: "a service's Fastify route (the kit's HTTP app) vs bare node:http, same JSON, throughput",
        measured: { value: perSecond(kit.samples), unit: 'answers/s' },
        baseline: { value: perSecond(bare.samples), unit: 'answers/s', what: 'bare node:http' },
        bound: { atLeast: 0.6 },
        notes: [
          `closed loop, ${CONCURRENCY} keep-alive connections, ${SEGMENTS}×${PER_SEGMENT} requests each, alternating`,
          `kit route  ${percentiles(kit.samples)}; server CPU ${cpuPerRequest(kit)} ms per answer`,
          `bare       ${percentiles(bare.samples)}; server CPU ${cpuPerRequest(bare)} ms per answer`,
          `not judged: the kit's app without OpenTelemetry and with logs at warn ${perSecond(quiet.samples).toFixed(0)} answers/s ` +
            `(${quietRatio}× bare), ${percentiles(quiet.samples)}; server CPU ${cpuPerRequest(quiet)} ms per answer`,
          'the load generator shares the 2 cores: a cheaper server is held back by it more',
        ],
      }),
    ];
  } finally {
    for (const each of [bare, kit, quiet]) {
      each.client.close();
      await each.servers.stop();
    }
  }
}
