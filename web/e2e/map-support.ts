import { expect, type Page, type TestInfo } from '@playwright/test';
import { startBookingStandIn, type BookingStandIn } from '../../deploy/src/booking-stand-in/booking-stand-in';
import { E2E_API_BASE_URL, KAFKA_BROKERS_ENV } from './full-stack';

// Helpers for the map's browser tests: waiting for the engine, reading the BFF as the page does,
// and making a buoy's status change the way the booking service will: a booking event on Kafka.

/** Fixed demo data (services/catalog/src/seed). */
export const DEMO_EMBED_ID = '6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11';
export const DEMO_EMBED_PARTNER = 'Elafiti Sailing Club';
export const DEMO_EMBED_ORIGIN = 'http://localhost:3000';

export async function waitForMap(page: Page): Promise<void> {
  await expect(page.locator('.map-view[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
}

export async function attachMapScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.locator('.map-explorer__map').screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

type ApiBuoy = {
  id: string;
  label: string;
  management: string;
  service_state: string;
  status: string | null;
};

/** The bay's buoys as the BFF answers them, for a signed-in user when a token is given. */
export async function bayBuoys(slug: string, token?: string): Promise<{ bay_id: string; buoys: ApiBuoy[] }> {
  const response = await fetch(`${E2E_API_BASE_URL}/v1/bays/${slug}/buoys`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { bay_id: string; buoys: ApiBuoy[] };
}

/** The bay's IANA time zone, as the BFF's bay page answer gives it. */
export async function bayTimeZone(slug: string): Promise<string> {
  const response = await fetch(`${E2E_API_BASE_URL}/v1/bays/${slug}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { time_zone: string };
  return body.time_zone;
}

/** Holds buoys on the test platform's broker as the booking service will. */
export async function bookingStandIn(): Promise<BookingStandIn> {
  const brokers = (process.env[KAFKA_BROKERS_ENV] ?? '').split(',').filter(Boolean);
  if (brokers.length === 0) throw new Error(`${KAFKA_BROKERS_ENV} is not set: run through the global setup`);
  return startBookingStandIn({
    brokers,
    // The platform's topics carry the same namespace as its services (empty unless set).
    kafkaNamespace: process.env.KAFKA_NAMESPACE ?? '',
    clientId: 'web-e2e',
  });
}

/**
 * Listens to the map stream as the page does, recording when each buoy's change arrives: a
 * `buoy-status` by its status, a `buoy-availability` as "taken" or "freed".
 */
export function watchMapStream(token: string): {
  arrival(buoyId: string, change: string): Promise<number>;
  stop(): void;
} {
  const controller = new AbortController();
  const seen: { buoyId: string; status: string; at: number }[] = [];
  const waiting: { buoyId: string; status: string; resolve: (at: number) => void }[] = [];
  void (async () => {
    const response = await fetch(`${E2E_API_BASE_URL}/v1/map/stream`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const line = event.split('\n').find((text) => text.startsWith('data: '));
        if (line === undefined) continue;
        const data = JSON.parse(line.slice('data: '.length)) as {
          buoy_id: string;
          status?: string;
          occupied?: boolean;
        };
        const change = data.status ?? (data.occupied ? 'taken' : 'freed');
        const entry = { buoyId: data.buoy_id, status: change, at: Date.now() };
        seen.push(entry);
        for (const waiter of waiting.filter((w) => w.buoyId === entry.buoyId && w.status === entry.status))
          waiter.resolve(entry.at);
      }
    }
  })().catch(() => undefined);
  return {
    arrival: (buoyId, status) =>
      new Promise((resolve) => {
        const already = seen.find((entry) => entry.buoyId === buoyId && entry.status === status);
        if (already) resolve(already.at);
        else waiting.push({ buoyId, status, resolve });
      }),
    stop: () => controller.abort(),
  };
}
