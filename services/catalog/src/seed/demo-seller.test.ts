import { describe, expect, it } from '@jest/globals';
import { normaliseTaxNumber } from '../tax-numbers/tax-number';
import { demoSellerColumns, demoTaxNumber } from './demo-seller';

describe('the demo operators as sellers', () => {
  it.each(['HR', 'SI', 'IT'] as const)(
    'when a %s company is seeded, then its tax number passes the country’s check',
    (country) => {
      for (const company of ['Jadranske Bove d.o.o.', 'Stončica Buoys d.o.o.', 'Porto Piccolo S.r.l.']) {
        const number = demoTaxNumber(country, company);
        expect(normaliseTaxNumber(country, number)).toBe(number);
      }
    },
  );

  it('when one company runs two bays, then both name the same seller', () => {
    const operator = { name: 'Harbour', company: 'Jadranske Bove d.o.o.', phone: '', email: '', website: '' };
    expect(demoSellerColumns({ country: 'HR', operator })).toEqual(
      demoSellerColumns({ country: 'HR', operator }),
    );
    expect(demoSellerColumns({ country: 'HR', operator }).company_address).toMatch(/^Obala \d+, 21000 Split/);
  });
});
