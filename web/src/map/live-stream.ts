import { parseStreamEvent, reconnectDelay } from './live-status';
import type { ApiCalls } from '../http/api-client';
import type { MapUpdate } from '../http/api-schema';
import { createSseParser } from './sse-parser';

// GET /v1/map/stream for a signed-in user (issue 5 item 7). The server ends the stream when the
// access token expires; the client then refreshes the token through the session and reconnects.

const MIN_HEALTHY_STREAM_MS = 2_000;

export type LiveStreamDeps = {
  /** The one API client's calls without its refresh rule: this loop refreshes and reconnects itself. */
  api: ApiCalls;
  /** The session's token, which the client sends; null means signed out, and the stream stops. */
  getToken: () => string | null;
  /** The session's shared refresh; rejects when the session is over. */
  refresh: () => Promise<string>;
  onEvent: (event: MapUpdate) => void;
  /** Called when a connection opens, e.g. to refetch what may have changed while away. */
  onOpen?: () => void;
  wait: (ms: number) => Promise<void>;
  random?: () => number;
};

type Outcome = 'ended' | 'unauthorized' | 'failed';

async function readEvents(response: Response, deps: LiveStreamDeps, signal: AbortSignal): Promise<void> {
  const body = response.body;
  if (body === null) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        const parsed = parseStreamEvent(event.event, event.data);
        if (parsed) deps.onEvent(parsed);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

async function connectOnce(deps: LiveStreamDeps, signal: AbortSignal): Promise<Outcome> {
  const { response } = await deps.api.GET('/v1/map/stream', {
    parseAs: 'stream',
    headers: { Accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) return 'failed';
  deps.onOpen?.();
  await readEvents(response, deps, signal);
  return 'ended';
}

/** Keeps the stream open until `stop()` or sign-out. */
export function openLiveStream(deps: LiveStreamDeps): () => void {
  const controller = new AbortController();
  const random = deps.random ?? Math.random;

  async function run() {
    let failures = 0;
    let refreshed = false;
    while (!controller.signal.aborted) {
      if (deps.getToken() === null) return;
      const started = Date.now();
      let outcome: Outcome;
      try {
        outcome = await connectOnce(deps, controller.signal);
      } catch {
        outcome = 'failed';
      }
      if (controller.signal.aborted) return;
      if (outcome === 'unauthorized') {
        // A token refreshed a moment ago and refused again: the session is not usable for this.
        if (refreshed) return;
        refreshed = true;
        try {
          await deps.refresh();
        } catch {
          return;
        }
        continue;
      }
      refreshed = false;
      // A stream that ran a while ended normally (token expiry): reconnect at once. Errors, and
      // streams that end as soon as they open, back off.
      const ranAWhile = outcome === 'ended' && Date.now() - started >= MIN_HEALTHY_STREAM_MS;
      failures = ranAWhile ? 0 : failures + 1;
      if (failures > 0) await deps.wait(reconnectDelay(failures - 1, random()));
    }
  }

  void run();
  return () => controller.abort();
}
