import type { FastifyInstance, FastifyReply } from 'fastify';

const HEARTBEAT_MS = 15_000;

/** The streams a route has open: they end before the server closes, or they would hold it open. */
export type OpenStreams = Set<() => void>;

/** The streams of a plugin, ended when its app closes. */
export function streamsEndedOnClose(app: Pick<FastifyInstance, 'addHook'>): OpenStreams {
  const openStreams: OpenStreams = new Set();
  app.addHook('onClose', async () => {
    for (const end of openStreams) end();
  });
  return openStreams;
}

/**
 * Turns the reply into a Server-Sent Events stream that ends when the caller's access token
 * expires (the web app reconnects with a fresh one, and a revoked session stops hearing). A
 * comment line every 15 s keeps proxies from closing it. `onClose` runs once it has ended.
 */
export function openServerSentEvents(
  reply: FastifyReply,
  options: { expiresAt: Date; openStreams: OpenStreams; onClose(): void },
): { write(text: string): void } {
  reply.hijack();
  const raw = reply.raw;
  // Headers set by hooks so far (CORS) go out too: hijack skips Fastify's own sending.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(() => raw.end(), Math.max(0, options.expiresAt.getTime() - Date.now()));
  const end = () => raw.end();
  options.openStreams.add(end);
  raw.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(expiry);
    options.openStreams.delete(end);
    options.onClose();
  });
  return { write: (text) => raw.write(text) };
}
