import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './deployables';
import { startManagedProcess, type ManagedProcess } from './managed-process';
import { waitUntilHealthy } from './wait-until-healthy';

export interface TraceViewerPorts {
  otlpHttp: number;
  ui: number;
  queryGrpc: number;
  health: number;
}

/** Jaeger's own defaults, so its documentation's URLs work as they are. */
export const defaultTraceViewerPorts: TraceViewerPorts = {
  otlpHttp: 4318,
  ui: 16686,
  queryGrpc: 16685,
  health: 13133,
};

export interface TraceViewer {
  /** What every process gets as OTEL_EXPORTER_OTLP_ENDPOINT. */
  otlpEndpoint: string;
  uiUrl: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const installScript = join(repoRoot, 'deploy', 'observability', 'ensure-jaeger.sh');
const configFile = join(repoRoot, 'deploy', 'observability', 'jaeger.yaml');

/** Runs ensure-jaeger.sh, which builds Jaeger once (minutes) and prints the binary's path. */
function ensureJaeger(onProgress: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [installScript], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      err = (err + text).slice(-4_000);
      // Only the script's own notice: go's download lines would flood the start output.
      if (text.startsWith('installing Jaeger')) onProgress(text.trim());
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`installing Jaeger failed:\n${err.trim()}`)),
    );
  });
}

/**
 * Jaeger v2 on loopback for `TRACES=1 make start`: installed from the Go module proxy on first
 * use, traces in memory (gone when it stops), started before the processes that send to it.
 */
export async function startTraceViewer(settings: {
  logDir: string;
  env: NodeJS.ProcessEnv;
  ports?: TraceViewerPorts;
  onProgress(line: string): void;
}): Promise<TraceViewer> {
  const ports = settings.ports ?? defaultTraceViewerPorts;
  const binary = await ensureJaeger(settings.onProgress);
  mkdirSync(settings.logDir, { recursive: true });
  settings.onProgress('starting the trace viewer (Jaeger)');
  const child = startManagedProcess('jaeger', binary, ['--config', configFile], {
    cwd: repoRoot,
    env: {
      ...settings.env,
      JAEGER_OTLP_HTTP_PORT: String(ports.otlpHttp),
      JAEGER_UI_PORT: String(ports.ui),
      JAEGER_QUERY_GRPC_PORT: String(ports.queryGrpc),
      JAEGER_HEALTH_PORT: String(ports.health),
    },
    logFile: join(settings.logDir, 'jaeger.log'),
  });
  try {
    await waitUntilHealthy(`http://127.0.0.1:${ports.health}/status`, child, 60_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    otlpEndpoint: `http://127.0.0.1:${ports.otlpHttp}`,
    uiUrl: `http://localhost:${ports.ui}`,
    process: child,
    stop: () => child.stop(),
  };
}
