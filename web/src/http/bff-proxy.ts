// The browser calls the API under the web's own origin (`/api/v1/…`, issue 17); this passes each
// call on to the BFF and streams the answer back unbuffered (the live map and the back office's
// overview are Server-Sent Events). Why same-origin: it works on whatever host the app was
// opened with (localhost, 127.0.0.1, a LAN address) with no configuration, the refresh cookie is
// first-party, no call needs a CORS preflight (one round trip less per call on a phone), and the
// CSP names one origin. In production the ingress routes `/api/v1/` to the BFF itself.
//
// A route handler, not a `rewrites()` entry: Next's rewrite proxy neither adds the client's
// address to X-Forwarded-For nor drops one the browser wrote, so the BFF could not count sign-in
// attempts per client. Here the proxy (src/proxy.ts) has removed the browser's forwarding
// headers, Next has put the socket's address in their place, and this sends exactly those.

/** Hop-by-hop headers (RFC 9110 §7.6.1) and those fetch sets itself never travel on. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
]);

/** What this server knows of the browser's request beyond its headers: set by Next, not the browser. */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/** The browser's API calls: the BFF's own paths, under the web's origin. */
export const API_PATH_PREFIX = '/api/v1/';

const UNAVAILABLE = { code: 'unavailable', message: 'Something went wrong' };

export interface BffProxyDeps {
  /** The BFF's API, e.g. `http://localhost:8000/api`. */
  serverApiBaseUrl: string;
  fetch: typeof fetch;
}

/** An IPv4 client of a dual-stack server is `::ffff:a.b.c.d`; limits count it as `a.b.c.d`, as the BFF sees it directly. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

function forwardedRequestHeaders(request: Request): Headers {
  const incoming = request.headers;
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (!NOT_FORWARDED.has(name) && !FORWARDING_HEADERS.includes(name)) headers.set(name, value);
  }
  const url = new URL(request.url);
  // The BFF's same-site guard compares the page's Origin with the origin the browser addressed.
  headers.set('x-forwarded-host', incoming.get('host') ?? url.host);
  headers.set('x-forwarded-proto', incoming.get('x-forwarded-proto') ?? url.protocol.replace(':', ''));
  const client = incoming.get('x-forwarded-for');
  if (client !== null) headers.set('x-forwarded-for', plainAddress(client));
  // This server compresses for the browser; the BFF need not compress for a hop on the same network.
  headers.set('accept-encoding', 'identity');
  return headers;
}

function answerHeaders(upstream: Response): Headers {
  const headers = new Headers();
  for (const [name, value] of upstream.headers) {
    if (!NOT_FORWARDED.has(name) && name !== 'content-encoding' && name !== 'set-cookie')
      headers.append(name, value);
  }
  // Each cookie as its own header: the refresh cookie and the session hint come together.
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/** The BFF's answer to the browser's `/api/v1/…` call, streamed as it arrives. */
export async function proxyToBff(request: Request, deps: BffProxyDeps): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const target = `${deps.serverApiBaseUrl}${pathname.slice('/api'.length)}${search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await deps.fetch(target, {
      method: request.method,
      headers: forwardedRequestHeaders(request),
      body: hasBody ? request.body : undefined,
      // Streams an upload (a 15 MB photo) instead of reading it whole first.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      cache: 'no-store',
      // A browser that goes away (a closed map) ends the call to the BFF, and its stream.
      signal: request.signal,
    } as RequestInit);
  } catch {
    return Response.json(UNAVAILABLE, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: answerHeaders(upstream),
  });
}
