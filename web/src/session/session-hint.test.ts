import { describe, expect, it } from '@jest/globals';
import { cookieSessionHint, SESSION_HINT_COOKIE } from './session-hint';

describe('the session hint', () => {
  it('when the BFF set the hint among other cookies, then it is present', () => {
    const hint = cookieSessionHint({ cookie: `user_language=hr; ${SESSION_HINT_COOKIE}=1` });
    expect(hint.present()).toBe(true);
  });

  it('when there is no hint, or a cleared one, or only a cookie with a longer name, then it is absent', () => {
    for (const cookie of [
      '',
      'user_language=hr',
      `${SESSION_HINT_COOKIE}=`,
      `${SESSION_HINT_COOKIE}_old=1`,
    ]) {
      expect(cookieSessionHint({ cookie }).present()).toBe(false);
    }
  });

  it('when the browser signs out, then the hint is expired at the path the BFF set it on', () => {
    const document = { cookie: `${SESSION_HINT_COOKIE}=1` };
    cookieSessionHint(document).forget();
    expect(document.cookie).toBe(`${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`);
  });
});
