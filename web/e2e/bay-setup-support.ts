import { expect, type Page } from '@playwright/test';
import type { BaySetup, BaySetupChange } from '../src/http/api-schema';
import { freshAccessToken } from './account-support';
import { E2E_API_BASE_URL } from './full-stack';

// A bay's setup as its staff read and save it through the BFF, for tests that change it and put
// it back. Typed by the generated API schema.

const setupPath = (bayId: string) => `${E2E_API_BASE_URL}/v1/concessionaires/bays/${bayId}/setup`;

export async function staffSetup(page: Page, bayId: string): Promise<BaySetup> {
  const response = await page.request.get(setupPath(bayId), {
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as BaySetup;
}

/** The setup as a change to save: the answer's read-only fields and season ids left out. */
export function setupChangeOf(setup: BaySetup): BaySetupChange {
  const {
    bay_id: _b,
    country: _c,
    currency: _u,
    time_zone: _t,
    default_vat_rate_basis_points: _d,
    seasons,
    ...change
  } = setup;
  return { ...change, seasons: seasons.map(({ id: _id, ...season }) => season) };
}

export async function saveSetup(page: Page, bayId: string, change: BaySetupChange): Promise<void> {
  const response = await page.request.put(setupPath(bayId), {
    headers: { Authorization: `Bearer ${await freshAccessToken(page)}` },
    data: change,
  });
  expect(response.status()).toBe(200);
}
