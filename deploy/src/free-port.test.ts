import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { assertPortsFree, freePort } from './free-port';

function listenOn(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

describe('a free port for a local server', () => {
  it('lies below the ephemeral range, where outgoing connections cannot take it before the server binds', async () => {
    const [rangeStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(Number(rangeStart));
  });

  it('is one nothing listens on', async () => {
    const server = await listenOn(await freePort(), '127.0.0.1');
    expect(server.listening).toBe(true);
    server.close();
  });
});

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
