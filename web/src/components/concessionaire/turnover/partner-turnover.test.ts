import { describe, expect, it } from '@jest/globals';
import { partnerShares, shortEmbedId, straightShare } from './partner-turnover';

const NAMED = '3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c';
const UNKNOWN = '9a8b7c6d-1111-4222-8333-444455556666';
const byEmbed = [
  { embed_id: NAMED, invoices: 3, gross_minor: 30_000 },
  { embed_id: UNKNOWN, invoices: 1, gross_minor: 5_000 },
];

describe('the turnover through partners', () => {
  it('when the caller may list an embed, then its row is the partner name; otherwise a short id', () => {
    const shares = partnerShares(byEmbed, new Map([[NAMED, 'Elafiti Tours']]));
    expect(shares.map((share) => share.name)).toEqual(['Elafiti Tours', shortEmbedId(UNKNOWN)]);
    expect(shortEmbedId(UNKNOWN)).toBe('9a8b7c6d');
  });

  it('when partners brought part of the total, then the rest is what came straight', () => {
    const shares = partnerShares(byEmbed, new Map());
    expect(straightShare({ invoices: 10, gross_minor: 100_000 }, shares)).toEqual({
      invoices: 6,
      grossMinor: 65_000,
    });
  });

  it('when no embed brought anything, then all of the total came straight', () => {
    expect(straightShare({ invoices: 2, gross_minor: 900 }, [])).toEqual({ invoices: 2, grossMinor: 900 });
  });
});
