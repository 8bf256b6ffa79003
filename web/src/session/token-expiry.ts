// The access token is a JWT; its `exp` claim says when the BFF will stop taking it. Reading it
// (never trusting it: the BFF verifies every call) spares start-up a verify call that could only
// answer 401 (issue 17: no request a page does not need, no failed request in the console).

function payloadOf(token: string): unknown {
  const [, payload] = token.split('.');
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
  } catch {
    return null;
  }
}

/** True only when the token says it has expired; a token we cannot read is left to the server. */
export function accessTokenExpired(token: string, now: Date): boolean {
  const payload = payloadOf(token);
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return false;
  const { exp } = payload;
  return typeof exp === 'number' && exp * 1000 <= now.getTime();
}
