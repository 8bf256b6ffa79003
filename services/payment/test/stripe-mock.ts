import { freePort } from '@moorline/deploy/src/free-port';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface StripeMock {
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * stripe-mock (Stripe's API answered from its OpenAPI spec and fixtures) on a free port, installed
 * from the Go module proxy on first use, the way the test setup fetches Kafka's jars.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const script = join(__dirname, '..', '..', '..', 'deploy', 'scripts', 'ensure-stripe-mock.sh');
  const binary = execFileSync('bash', [script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const port = await freePort();
  const child = spawn(binary, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    try {
      // Any answer, even a refusal of the missing key, means it listens.
      await fetch(`${apiUrl}/v1/balance`);
      return true;
    } catch {
      return false;
    }
  }, 20_000);
  return {
    apiUrl,
    async stop() {
      child.kill();
      await exited;
    },
  };
}
