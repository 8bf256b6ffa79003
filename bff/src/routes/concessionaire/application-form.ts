import { AppError } from '@moorline/kit';
import type { catalogV1 } from '@moorline/contracts';
import type { FastifyRequest } from 'fastify';

/** The catalog's limit; the multipart parser stops reading past it. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const textFields = [
  'company_name',
  'registered_address',
  'country',
  'tax_number',
  'concession_number',
  'valid_from',
  'valid_until',
  'bay_name',
  'bay_lat',
  'bay_lon',
  'contact_phone',
  'language',
] as const;
type TextField = (typeof textFields)[number];

const isTextField = (name: string): name is TextField => textFields.some((field) => field === name);

const SEND_THE_FORM = `Send the application as multipart/form-data: ${textFields.join(', ')} and one file, document`;

/** A degree from a form field: a finite number, or the request is invalid. */
function degrees(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number))
    throw new AppError('invalid_request', `Invalid ${name}`);
  return number;
}

async function readParts(request: FastifyRequest) {
  const values: Partial<Record<TextField, string>> = {};
  let document: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: textFields.length, fieldSize: 4_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'document' || document !== undefined)
        throw new AppError('invalid_request', SEND_THE_FORM);
      document = await part.toBuffer();
    } else if (
      isTextField(part.fieldname) &&
      typeof part.value === 'string' &&
      values[part.fieldname] === undefined
    ) {
      values[part.fieldname] = part.value;
    } else {
      throw new AppError('invalid_request', SEND_THE_FORM);
    }
  }
  return { values, document };
}

/**
 * The application form (issue 27 item 1): the twelve fields and the concession document. Only its
 * shape is checked here (every field once, no other, one file); catalog checks what it says and
 * whether the file is a PDF. A file past 10 MB is `document_too_large`; a body the parser cannot
 * read is `invalid_request` (the parser throws plain errors, which would otherwise answer 500).
 */
export async function readApplicationForm(
  request: FastifyRequest,
): Promise<{ fields: catalogV1.ApplicationFields; document: Buffer }> {
  let form: Awaited<ReturnType<typeof readParts>>;
  try {
    form = await readParts(request);
  } catch (failure) {
    if (failure instanceof AppError) throw failure;
    if (failure instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('document_too_large');
    }
    throw new AppError('invalid_request', SEND_THE_FORM);
  }
  const { values, document } = form;
  const value = (name: TextField) => {
    const given = values[name];
    if (given === undefined) throw new AppError('invalid_request', `Missing ${name}`);
    return given;
  };
  if (document === undefined) throw new AppError('invalid_request', SEND_THE_FORM);
  return {
    fields: {
      companyName: value('company_name'),
      registeredAddress: value('registered_address'),
      country: value('country'),
      taxNumber: value('tax_number'),
      concessionNumber: value('concession_number'),
      validFrom: value('valid_from'),
      validUntil: value('valid_until'),
      bayName: value('bay_name'),
      bayLat: degrees(value('bay_lat'), 'bay_lat'),
      bayLon: degrees(value('bay_lon'), 'bay_lon'),
      contactPhone: value('contact_phone'),
      language: value('language'),
    },
    document,
  };
}
