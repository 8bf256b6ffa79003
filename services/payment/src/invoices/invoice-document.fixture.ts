import type { InvoiceDocument } from './invoice-facts';

/** A Slovenian night's invoice with every fact an invoice states. */
export const invoice: InvoiceDocument = {
  number: '2026-000017',
  issuedAt: new Date('2026-11-24T10:15:00Z'),
  language: 'sl',
  intermediary: { name: 'Moorline', website: 'https://moorline.example' },
  fiscalMarks: [],
  facts: {
    seller: {
      operatorId: '6f1c0d52-4c51-4b1a-9a7e-3f2f0b7c8d11',
      name: 'Zaliv Strunjan',
      company: 'Morske boje d.o.o.',
      email: 'info@strunjan.example',
      phone: '+386 5 000 0000',
      website: 'https://strunjan.example',
      address: 'Obala 12, 6320 Portorož, Slovenija',
      taxNumber: 'SI12345679',
    },
    bay: {
      id: '7a9b6f0e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
      name: 'Strunjan',
      slug: 'strunjan',
      timeZone: 'Europe/Ljubljana',
    },
    buoyLabel: 'B12',
    stayKind: 'night',
    periodStart: '2026-11-24T16:00:00Z',
    periodEnd: '2026-11-25T09:00:00Z',
    boat: { name: 'Čaplja Š', registrationNumber: 'KP-1234' },
    buyerEmail: 'ana.kovac@example.com',
    buyerName: 'Ana Kovač',
    lines: [
      { kind: 'night', quantity: 1, unitMinor: 3500, amountMinor: 3500 },
      { kind: 'trash_collection', quantity: 1, unitMinor: 500, amountMinor: 500 },
    ],
    currency: 'EUR',
    totalMinor: 4000,
    vatMinor: 721,
    vatRateBasisPoints: 2200,
  },
};
