import { defineConfig } from '@playwright/test';
import { e2ePorts } from './e2e/full-stack';

// Browser tests run against the whole platform started the way `make start` starts it
// (e2e/global-setup.ts), with the production build of the web app.
export const BASE_URL = `http://localhost:${e2ePorts.web}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../test-results/playwright',
  // Generous: axe over a full page takes seconds on a busy 2-core machine, and CI's machine has
  // been seen running the whole suite 2.3 times slower than a quiet one.
  timeout: 90_000,
  // A page that answers in 5 s on a quiet machine can take more than twice that on CI's busy 2
  // cores (a session renewed at start, a save through the BFF and a service, a stream update, a
  // map flying to a bay): a missing element still fails, only later.
  expect: { timeout: 25_000 },
  // The suite takes 22 minutes on a quiet 2-core machine and took 49 on CI's slowest day; a slow day
  // must not cut it off, and with the unit and integration tests it stays within CI's 90.
  globalTimeout: 55 * 60_000,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium; the machine cannot download Playwright's browsers.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // WebGL for the map (MapLibre, deck.gl) on machines without a GPU.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
});
