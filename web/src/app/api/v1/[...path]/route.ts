import { config } from '../../../../config';
import { proxyToBff } from '../../../../http/bff-proxy';

// Every browser call to the API (`/api/v1/…`), passed on to the BFF: see src/http/bff-proxy.ts.
export const dynamic = 'force-dynamic';

const deps = {
  serverApiBaseUrl: config.serverApiBaseUrl,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
};
const handler = (request: Request) => proxyToBff(request, deps);

export {
  handler as DELETE,
  handler as GET,
  handler as HEAD,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
