import type { catalogV1 } from '@moorline/contracts';
import { PDFDocument } from 'pdf-lib';

/** A one-page PDF, as a scanner or a word processor would make one. */
export async function concessionPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Rješenje o koncesiji 2026-17', { x: 50, y: 780, size: 14 });
  return Buffer.from(await pdf.save());
}

/** Fields of a valid Croatian application; the tax number is the README's test-valid OIB. */
export function applicationFields(
  overrides: Partial<catalogV1.ApplicationFields> = {},
): catalogV1.ApplicationFields {
  return {
    companyName: 'Plava Uvala d.o.o.',
    registeredAddress: 'Obala 1, 21000 Split',
    country: 'HR',
    taxNumber: 'HR 694 3515 1530',
    concessionNumber: 'KLASA 342-01/26-01/17',
    validFrom: '2026-01-01',
    validUntil: '2036-12-31',
    bayName: 'Uvala Sveti Pavao',
    bayLat: 43.5081,
    bayLon: 16.2672,
    contactPhone: '+385 21 555 123',
    language: 'hr',
    ...overrides,
  };
}

/** SubmitApplication's stream: the header, then the document in 1 MB chunks. */
export async function* applicationUpload(fields: catalogV1.ApplicationFields, document: Buffer) {
  yield { header: { fields } };
  for (let at = 0; at < document.length; at += 1024 * 1024) {
    yield { chunk: document.subarray(at, at + 1024 * 1024) };
  }
}
