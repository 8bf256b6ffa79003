import { fork } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { CannotMeasure } from './figures';

export interface BenchServers {
  pid: number;
  ports: Record<string, number>;
  stop(): Promise<void>;
}

/** Forks bench-servers.child.ts in `mode`, its output in `logFile`; resolves once it listens. */
export type BenchServerMode = 'bare-http' | 'kit-http' | 'kit-http-quiet' | 'grpc';

export async function startBenchServers(mode: BenchServerMode, logFile: string): Promise<BenchServers> {
  const log = openSync(logFile, 'a');
  const child = fork(join(__dirname, 'bench-servers.child.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  const exited = once(child, 'exit').then(([code]) => {
    throw new CannotMeasure(`the ${mode} bench server exited with ${String(code)} (see ${logFile})`);
  });
  const [ports] = (await Promise.race([once(child, 'message'), exited])) as [Record<string, number>];
  exited.catch(() => undefined);
  return {
    pid: child.pid ?? -1,
    ports,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
