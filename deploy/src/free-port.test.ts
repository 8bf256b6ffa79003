import { createServer, type Server } from 'node:net';
import { assertPortsFree, freePort } from './free-port';

function listenOn(port: number, host: string): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, host, () => resolve(server));
  });
}

describe('ports a platform is about to use', () => {
  it('passes when nothing listens on them', async () => {
    await expect(assertPortsFree([await freePort(), await freePort()])).resolves.toBeUndefined();
  });

  it('names the port a server left running still holds, even on loopback only', async () => {
    const port = await freePort();
    const leftRunning = await listenOn(port, '127.0.0.1');
    try {
      await expect(assertPortsFree([await freePort(), port])).rejects.toThrow(`port ${port} already in use`);
    } finally {
      leftRunning.close();
    }
  });
});
