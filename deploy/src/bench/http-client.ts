import { Agent, request } from 'node:http';

/**
 * A keep-alive HTTP/1.1 client for loopback benchmarks: `node:http` itself, lighter than fetch,
 * so the load generator takes less of the machine from the servers it measures.
 */
export function keepAliveGet(url: string, sockets: number): { get(): Promise<Buffer>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const target = new URL(url);
  const get = () =>
    new Promise<Buffer>((resolve, reject) => {
      const outgoing = request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            incoming.statusCode === 200
              ? resolve(Buffer.concat(chunks))
              : reject(new Error(`${url} answered ${incoming.statusCode}`)),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  return { get, close: () => agent.destroy() };
}
