import { linuxDefaultEphemeralRange, readEphemeralPortRange } from '@moorline/kit';
import { createServer } from 'node:net';

const LOWEST_PORT = 20_000;
const ATTEMPTS = 50;

/**
 * The first port of the kernel's ephemeral range, where outgoing connections take their local
 * ports (and where `listen(0)` picks from). Linux starts it at 32768 unless configured otherwise.
 */
function ephemeralRangeStart(): number {
  const low = readEphemeralPortRange()?.low;
  return low !== undefined && low > LOWEST_PORT + 1_000 ? low : linuxDefaultEphemeralRange.low;
}

/** Whether a listener could be opened on the port right now (it is closed again at once). */
function canListenOn(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * An unused port on loopback, chosen at random below the ephemeral range. A port the kernel hands
 * out for `listen(0)` can be taken, before the caller binds it, by any outgoing connection (a
 * pool's connection to PostgreSQL, a Kafka client), which is how a service once failed to start
 * with EADDRINUSE in CI. Below the range only another listener can take it.
 */
export async function freePort(): Promise<number> {
  const highest = ephemeralRangeStart() - 1;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (highest - LOWEST_PORT + 1));
    if (await canListenOn(port, '127.0.0.1')) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${highest} after ${ATTEMPTS} tries`);
}

/**
 * Refuses to start a platform on ports something already listens on: a server left running by
 * an earlier run would otherwise answer the health checks and the tests in place of this one.
 */
export async function assertPortsFree(ports: number[]): Promise<void> {
  const taken: number[] = [];
  // No host: the wildcard address, which clashes with a listener on any address of the port.
  for (const port of ports) if (!(await canListenOn(port))) taken.push(port);
  if (taken.length > 0)
    throw new Error(
      `port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: stop the process listening there (a platform left running?) and start again`,
    );
}
