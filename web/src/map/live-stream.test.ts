import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '../http/api-client';
import { openLiveStream, type LiveStreamDeps } from './live-stream';
import type { MapUpdate } from '../http/api-schema';

const change = JSON.stringify({
  bay_id: 'bay-1',
  buoy_id: 'buoy-7',
  buoy_label: '7',
  status: 'booked',
  booked_until: null,
  changed_at: '2026-11-22T10:00:00.000Z',
});

const taken = JSON.stringify({
  bay_id: 'bay-1',
  buoy_id: 'buoy-8',
  buoy_label: '8',
  period_start: '2026-11-23T13:00:00.000Z',
  period_end: '2026-11-24T10:00:00.000Z',
  occupied: true,
  changed_at: '2026-11-22T10:00:00.000Z',
});

function streamOf(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function harness(answers: (() => Response)[]) {
  const calls: { url: string; authorization: string | null }[] = [];
  const events: MapUpdate[] = [];
  let token: string | null = 'old';
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const api = createApiClient({
    apiBaseUrl: 'http://api.test/api',
    session: { getToken: () => token, setToken: () => undefined, clear: () => undefined },
    onRefreshFailed: () => undefined,
    fetch: async (url, init) => {
      calls.push({ url, authorization: new Headers(init.headers).get('authorization') });
      const answer = answers.shift();
      if (answer === undefined) {
        token = null;
        finish();
        return new Response(null, { status: 503 });
      }
      return answer();
    },
  });
  const deps: LiveStreamDeps = {
    api: api.withoutRefresh,
    getToken: () => token,
    refresh: async () => {
      token = 'fresh';
      return token;
    },
    onEvent: (event) => events.push(event),
    wait: async () => undefined,
  };
  return { deps, calls, events, finished };
}

describe('live stream', () => {
  it('when the stream sends buoy events, then they are handed on, others dropped, with the bearer token sent', async () => {
    const { deps, calls, events, finished } = harness([
      () =>
        streamOf(
          `: connected\n\nevent: buoy-status\ndata: ${change}\n\n` +
            `event: something-new\ndata: ${change}\n\n` +
            `event: buoy-availability\ndata: ${taken}\n\n`,
        ),
    ]);
    const stop = openLiveStream(deps);
    await finished;
    stop();
    expect(calls[0]).toEqual({ url: 'http://api.test/api/v1/map/stream', authorization: 'Bearer old' });
    expect(
      events.map((event) => [event.event, 'buoy_id' in event.data ? event.data.buoy_id : event.data.bay_id]),
    ).toEqual([
      ['buoy-status', 'buoy-7'],
      ['buoy-availability', 'buoy-8'],
    ]);
  });

  it('when the token has expired, then the session refreshes it and the stream reconnects with the new one', async () => {
    const { deps, calls, events, finished } = harness([
      () => new Response(null, { status: 401 }),
      () => streamOf(`event: buoy-status\ndata: ${change}\n\n`),
    ]);
    const stop = openLiveStream(deps);
    await finished;
    stop();
    expect(calls.map((call) => call.authorization).slice(0, 2)).toEqual(['Bearer old', 'Bearer fresh']);
    expect(events).toHaveLength(1);
  });

  it('when the refresh fails, then the stream stops', async () => {
    const { deps, calls } = harness([() => new Response(null, { status: 401 })]);
    let refreshed = 0;
    const stopped = new Promise<void>((resolve) => {
      deps.refresh = async () => {
        refreshed += 1;
        setTimeout(resolve, 10);
        throw new Error('Refresh failed');
      };
    });
    openLiveStream(deps);
    await stopped;
    expect(refreshed).toBe(1);
    expect(calls).toHaveLength(1);
  });
});
