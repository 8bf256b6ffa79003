// The BFF's session hint (bff/src/auth/refresh-cookie.ts): a readable cookie set and cleared in
// the same answers as the HttpOnly refresh cookie, expiring with it, holding no secret. Start-up
// asks for a silent refresh only when it is there (issue 17): a visitor's page view then sends
// no refresh call, which could only fail. A cookie and not a flag in localStorage because the
// server ends it with the session (sign-out, a spent or revoked token, expiry), and a flag the
// browser keeps could not follow.

export const SESSION_HINT_COOKIE = 'moorline_session';

export type SessionHint = {
  /** A refresh cookie is probably held: a silent refresh is worth asking for. */
  present(): boolean;
  /** Signed out here: no refresh is asked for until the next sign-in, even if the server call failed. */
  forget(): void;
};

export function cookieSessionHint(document: Pick<Document, 'cookie'>): SessionHint {
  return {
    present: () =>
      document.cookie
        .split(';')
        .some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`) && !part.trim().endsWith('=')),
    forget: () => {
      document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
    },
  };
}
