import { createServer } from 'node:net';

// Asks the kernel for an unused port on loopback. Another process could take it before the
// caller binds, which is acceptable for local servers and tests.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close(() => reject(new Error('could not read the port of a loopback listener')));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    // No host: the wildcard address, which clashes with a listener on any address of the port.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Refuses to start a platform on ports something already listens on: a server left running by
 * an earlier run would otherwise answer the health checks and the tests in place of this one.
 */
export async function assertPortsFree(ports: number[]): Promise<void> {
  const taken: number[] = [];
  for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
  if (taken.length > 0)
    throw new Error(
      `port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: stop the process listening there (a platform left running?) and start again`,
    );
}
