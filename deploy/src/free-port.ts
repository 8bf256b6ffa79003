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
