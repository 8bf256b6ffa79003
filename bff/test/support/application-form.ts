import { randomUUID } from 'node:crypto';

/** A valid Slovenian application; the tax number is the catalog README's test-valid VAT ID. */
export const fields: Record<string, string> = {
  company_name: 'Boje d.o.o.',
  registered_address: 'Obala 4, 6320 Portorož',
  country: 'SI',
  tax_number: 'SI 1501 2557',
  concession_number: '3524-12/2026',
  valid_from: '2026-01-01',
  valid_until: '2035-12-31',
  bay_name: 'Strunjan',
  bay_lat: '45.5297',
  bay_lon: '13.6042',
  contact_phone: '+386 5 555 12 34',
  language: 'sl',
};

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function applicationForm(values: Record<string, string>, file: Buffer, fileName = 'koncesija.pdf') {
  const boundary = `----moorline${randomUUID()}`;
  const textParts = Object.entries(values).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  return {
    payload: Buffer.concat([
      Buffer.from(textParts.join('') + fileHead),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
