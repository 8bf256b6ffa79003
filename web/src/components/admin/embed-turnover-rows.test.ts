import { describe, expect, it } from '@jest/globals';
import type { ManagedMapEmbed } from '../../http/api-schema';
import { embedTurnoverRows } from './embed-turnover-rows';

const embed = (id: string, platformOwned: boolean): ManagedMapEmbed => ({
  id,
  settings: {
    partner_name: `Partner ${id}`,
    allowed_origins: ['https://partner.example'],
    center: { lat: 42.7, lon: 17.9 },
    zoom: 11,
    locale: 'en',
    theme: 'light',
    bay_ids: [],
  },
  platform_owned: platformOwned,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

describe('the admin console rows of partner embeds', () => {
  it('when some embeds brought money, then they come first as answered and the idle ones follow at zero euros', () => {
    const rows = embedTurnoverRows(
      [embed('a', true), embed('b', false), embed('c', false)],
      [
        { embed_id: 'b', invoices: 4, gross_minor: 40_000, currency: 'EUR' },
        { embed_id: 'a', invoices: 1, gross_minor: 9_000, currency: 'EUR' },
      ],
    );
    expect(rows.map((row) => [row.embedId, row.invoices, row.grossMinor, row.currency])).toEqual([
      ['b', 4, 40_000, 'EUR'],
      ['a', 1, 9_000, 'EUR'],
      ['c', 0, 0, 'EUR'],
    ]);
  });

  it('when an embed that brought money is deleted since, then its row stays without an embed', () => {
    const rows = embedTurnoverRows(
      [],
      [{ embed_id: 'gone', invoices: 2, gross_minor: 500, currency: 'EUR' }],
    );
    expect(rows).toEqual([{ embedId: 'gone', embed: null, invoices: 2, grossMinor: 500, currency: 'EUR' }]);
  });
});
