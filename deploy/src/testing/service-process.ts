import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { serviceEntry, repoRoot, type ServiceName } from '../start/deployables';
import { startManagedProcess, type ManagedProcess } from '../start/managed-process';
import { waitUntilHealthy } from '../start/wait-until-healthy';

/** A service in a Node process of its own, as deployed: a fault test signals or kills it. */
export interface ServiceProcess {
  grpcAddress: string;
  httpPort: number;
  /** SIGTERM, then SIGKILL after `graceMs`: a deployment stopping a pod. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once: a crash. */
  kill(): Promise<void>;
  /** Starts it again with the same settings and ports. */
  start(): Promise<void>;
}

/** Starts `service`'s main.ts with `env` (its database, Kafka, keys) on free ports. */
export async function startServiceProcess(
  service: ServiceName,
  env: NodeJS.ProcessEnv,
): Promise<ServiceProcess> {
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const logFile = join(mkdtempSync(join(tmpdir(), `moorline-${service}-`)), `${service}.log`);
  const launch = async (): Promise<ManagedProcess> => {
    const child = startManagedProcess(service, process.execPath, ['--import', 'tsx', serviceEntry(service)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...env,
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        FORCE_COLOR: '0',
      },
      logFile,
    });
    await waitUntilHealthy(`http://127.0.0.1:${httpPort}/readyz`, child, 90_000);
    return child;
  };
  let child: ManagedProcess | undefined = await launch();
  return {
    grpcAddress: `127.0.0.1:${grpcPort}`,
    httpPort,
    async stop(graceMs = 15_000) {
      await child?.stop(graceMs);
      child = undefined;
    },
    async kill() {
      await child?.kill();
      child = undefined;
    },
    async start() {
      child ??= await launch();
    },
  };
}
