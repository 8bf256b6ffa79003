import { describe, expect, it } from '@jest/globals';
import { readEphemeralPortRange } from '@moorline/kit';
import { execFile } from 'node:child_process';
import { bffEntry, repoRoot, serviceEntry } from '../src/start/deployables';

// Issue 26: a fixed port inside the kernel's ephemeral range was now and then taken by a Kafka
// client's connection, so `make start` failed with EADDRINUSE. Each process refuses such a port
// at start, before it opens a connection, with the variable to change.

interface Exit {
  code: number | null;
  stderr: string;
}

/** Runs a deployable's main.ts with `env` until it exits on its own. */
function runUntilExit(entry: string, env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', entry],
      { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: '0', ...env }, timeout: 45_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

/** A port inside this machine's range: Linux's kernel file, as in CI and on developers' machines. */
function portInsideRange(): { port: string; range: string } {
  const range = readEphemeralPortRange();
  if (range === undefined) throw new Error('this test reads /proc/sys/net/ipv4/ip_local_port_range (Linux)');
  return { port: String(range.low + 7), range: `${range.low}–${range.high}` };
}

describe('a process configured to listen inside the ephemeral range', () => {
  const { port, range } = portInsideRange();

  it('when a service gets such a GRPC_PORT, then it exits naming GRPC_PORT and the range', async () => {
    const exit = await runUntilExit(serviceEntry('notification'), {
      // Nothing answers here: the service must stop before it connects anywhere.
      DATABASE_URL: 'postgres://moorline:moorline@127.0.0.1:9/moorline_notification',
      KAFKA_BROKERS: '127.0.0.1:9',
      GRPC_PORT: port,
      HTTP_PORT: '8105',
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`GRPC_PORT: ${port} lies in the kernel's ephemeral port range ${range}`);
  });

  it('when the BFF gets such a PORT, then it exits naming PORT and the range', async () => {
    const exit = await runUntilExit(bffEntry, { PORT: port, KAFKA_BROKERS: '127.0.0.1:9' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`PORT: ${port} lies in the kernel's ephemeral port range ${range}`);
  });
});
