import { expect } from '@jest/globals';
import type { AuthStack } from './auth-stack';
import { verificationKeyOf, WEB_ORIGIN } from './auth-stack';

let counter = 0;
export const uniqueEmail = () => `sailor-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

/** A browser's view of the auth API: Origin of the web app, and the refresh cookie when given. */
export function authClient(stack: AuthStack) {
  const post = (
    url: string,
    payload?: object,
    options: { headers?: Record<string, string>; refresh?: string; remoteAddress?: string } = {},
  ) =>
    stack.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload,
      headers: { origin: WEB_ORIGIN, ...options.headers },
      cookies: options.refresh === undefined ? {} : { moorline_refresh: options.refresh },
      remoteAddress: options.remoteAddress ?? '192.0.2.1',
    });

  const refreshCookieOf = (answer: Awaited<ReturnType<typeof post>>) =>
    answer.cookies.find((cookie) => cookie.name === 'moorline_refresh');

  /** Signs up, verifies through the key the email would carry, signs in. */
  async function signedInUser(password = 'harbour-lights-42') {
    const email = uniqueEmail();
    const signUp = await post('signup', {
      first_name: 'Ivan',
      last_name: 'Kovač',
      email,
      password1: password,
      password2: password,
      terms: true,
      language: 'hr',
    });
    expect(signUp.statusCode).toBe(201);
    const verified = await post('verify-email', { key: await verificationKeyOf(stack.authDb, email) });
    expect(verified.statusCode).toBe(200);
    const signIn = await post('signin', { email, password });
    expect(signIn.statusCode).toBe(200);
    return {
      email,
      password,
      access: signIn.json().access as string,
      refresh: refreshCookieOf(signIn)?.value ?? '',
    };
  }

  return { post, refreshCookieOf, signedInUser };
}
