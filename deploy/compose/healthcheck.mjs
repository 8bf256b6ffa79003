/* global process, console, fetch, AbortSignal */
// Container health check for every Moorline image (the slim Node image has no curl).
// Usage: node healthcheck.mjs [path]. Exits 0 when the process's own HTTP server answers 2xx.
// The port follows the same variables and defaults (ARCHITECTURE §10) as the process itself.

const servicePorts = { auth: 8101, catalog: 8102, booking: 8103, payment: 8104, notification: 8105 };
const app = process.env.APP ?? '';

function target() {
  if (app in servicePorts) return { port: process.env.HTTP_PORT ?? servicePorts[app], path: '/healthz' };
  if (app === 'bff') return { port: process.env.PORT ?? 8000, path: '/healthz' };
  // The web app has no health route; its home page (a locale redirect) shows it serves.
  if (app === 'web') return { port: process.env.PORT ?? 3000, path: '/' };
  return undefined;
}

const found = target();
if (!found) {
  console.error(`healthcheck: unknown APP '${app}'`);
  process.exit(2);
}
const path = process.argv[2] ?? found.path;

try {
  const response = await fetch(`http://127.0.0.1:${found.port}${path}`, {
    signal: AbortSignal.timeout(4_000),
  });
  if (!response.ok) console.error(`healthcheck: ${path} answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${path} unreachable: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
