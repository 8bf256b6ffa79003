import { describe, expect, it } from '@jest/globals';
import { jsonResponse, PROFILE } from '../session/session-test-kit';
import { createApiClient, REFRESH_FAILED, type ApiClientDeps, type TokenHolder } from './api-client';

// A fake BFF: every call but the refresh answers 401 unless the bearer token is a refreshed one; /v1/auth/refresh
// answers when `refreshGate` lets it, so the tests decide what is in flight at the same time.
type FakeOptions = {
  refreshSucceeds?: boolean;
  dataAlwaysUnauthorized?: boolean;
  refreshGate?: (state: FakeState) => Promise<void>;
};
type FakeState = { refreshCalls: number; dataCalls: number; unauthorized: number; tokensSeen: string[] };

function waitUntil(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 1));
    poll();
  });
}

function fakeBff(options: FakeOptions = {}) {
  const state: FakeState = { refreshCalls: 0, dataCalls: 0, unauthorized: 0, tokensSeen: [] };
  const fetch: ApiClientDeps['fetch'] = async (url, init) => {
    const headers = new Headers(init.headers);
    const token = headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    expect(init.credentials).toBe('include');
    if (url.endsWith('/v1/auth/refresh')) {
      state.refreshCalls += 1;
      const call = state.refreshCalls;
      await (options.refreshGate?.(state) ?? Promise.resolve());
      if (options.refreshSucceeds === false)
        return jsonResponse(401, { code: 'refresh_failed', message: REFRESH_FAILED });
      return jsonResponse(200, { access: `fresh-${call}` });
    }
    state.dataCalls += 1;
    state.tokensSeen.push(token);
    if (options.dataAlwaysUnauthorized || !token.startsWith('fresh-')) {
      state.unauthorized += 1;
      return jsonResponse(401, { code: 'unauthenticated', message: 'Unauthenticated' });
    }
    return jsonResponse(200, PROFILE);
  };
  return { fetch, state };
}

function memorySession(token: string | null): TokenHolder & { cleared: number } {
  let held = token;
  return {
    cleared: 0,
    getToken: () => held,
    setToken(value) {
      held = value;
    },
    clear() {
      held = null;
      this.cleared += 1;
    },
  };
}

function clientWith(
  bff: ReturnType<typeof fakeBff>,
  session: TokenHolder,
  extra: Partial<ApiClientDeps> = {},
) {
  const signInPrompts: string[] = [];
  const client = createApiClient({
    apiBaseUrl: 'http://bff.test/api',
    fetch: bff.fetch,
    session,
    onRefreshFailed: () => signInPrompts.push('signin'),
    ...extra,
  });
  return { client, signInPrompts };
}

// Both requests have had their 401 before the refresh answers: the race the guard is for.
const afterBothUnauthorized = (state: FakeState) => waitUntil(() => state.unauthorized >= 2);

describe('api client: 401 handling and the refresh queue', () => {
  it('when two requests get 401 at once, then exactly one refresh is made and both succeed on retry', async () => {
    const bff = fakeBff({ refreshGate: afterBothUnauthorized });
    const session = memorySession('expired');
    const { client } = clientWith(bff, session);

    const answers = await Promise.all([client.GET('/v1/auth/profile'), client.GET('/v1/auth/profile')]);

    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
    expect(bff.state.refreshCalls).toBe(1);
    expect(session.getToken()).toBe('fresh-1');
    expect(bff.state.tokensSeen).toEqual(['expired', 'expired', 'fresh-1', 'fresh-1']);
  });

  it('when the single-flight guard is left out, then the same race makes two refresh calls (negative twin)', async () => {
    const bff = fakeBff({ refreshGate: afterBothUnauthorized });
    const session = memorySession('expired');
    const { client } = clientWith(bff, session, { shareRefresh: (refresh) => refresh });

    await Promise.all([client.GET('/v1/auth/profile'), client.GET('/v1/auth/profile')]);

    expect(bff.state.refreshCalls).toBe(2);
  });

  it('when the refresh fails, then every queued request fails with "Refresh failed", auth is cleared and sign-in is asked for once', async () => {
    const bff = fakeBff({ refreshSucceeds: false, refreshGate: afterBothUnauthorized });
    const session = memorySession('expired');
    const { client, signInPrompts } = clientWith(bff, session);

    const outcomes = await Promise.allSettled([
      client.GET('/v1/auth/profile'),
      client.POST('/v1/auth/update-language', { body: { language: 'hr' } }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain(REFRESH_FAILED);
    }
    expect(bff.state.refreshCalls).toBe(1);
    expect(session.getToken()).toBeNull();
    expect(session.cleared).toBe(1);
    expect(signInPrompts).toEqual(['signin']);
    expect(bff.state.dataCalls).toBe(2);
  });

  it('when no token is held, then a 401 is handed back and no refresh is tried', async () => {
    const bff = fakeBff();
    const { client, signInPrompts } = clientWith(bff, memorySession(null));

    const answer = await client.GET('/v1/auth/profile');

    expect(answer.response.status).toBe(401);
    expect(answer.error).toEqual({ code: 'unauthenticated', message: 'Unauthenticated' });
    expect(bff.state.refreshCalls).toBe(0);
    expect(signInPrompts).toEqual([]);
  });

  it('when the retried request gets 401 again, then it is handed back without a second refresh', async () => {
    const bff = fakeBff({ dataAlwaysUnauthorized: true });
    const { client } = clientWith(bff, memorySession('expired'));

    const answer = await client.GET('/v1/auth/profile');

    expect(answer.response.status).toBe(401);
    expect(bff.state.refreshCalls).toBe(1);
    expect(bff.state.dataCalls).toBe(2);
  });

  it('when a 401 arrives after another request already refreshed, then it retries with the new token', async () => {
    const bff = fakeBff();
    const session = memorySession('expired');
    const { client } = clientWith(bff, session);

    await client.GET('/v1/auth/profile');
    session.setToken('expired');
    const late = client.GET('/v1/auth/profile');
    session.setToken('fresh-1');

    expect((await late).response.status).toBe(200);
    expect(bff.state.refreshCalls).toBe(1);
  });

  it('when a call opts out of refreshing, then its 401 is handed back as is', async () => {
    const bff = fakeBff();
    const { client } = clientWith(bff, memorySession('expired'));

    const answer = await client.withoutRefresh.GET('/v1/auth/profile');

    expect(answer.response.status).toBe(401);
    expect(bff.state.refreshCalls).toBe(0);
  });

  it('when a call is made with a guest token, then that token is sent, the session token is not, and a 401 is handed back without refreshing', async () => {
    const bff = fakeBff();
    const session = memorySession('fresh-account');
    const { client } = clientWith(bff, session);

    const answer = await client.withToken('guest-token').GET('/v1/fleet');

    expect(answer.response.status).toBe(401);
    expect(bff.state.tokensSeen).toEqual(['guest-token']);
    expect(bff.state.refreshCalls).toBe(0);
    expect(session.cleared).toBe(0);
  });
});
