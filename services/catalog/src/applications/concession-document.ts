import { AppError } from '@moorline/kit';
import { PDFDocument } from 'pdf-lib';
import { readAtMost } from '../validation/read-at-most';

export const documentLimits = { maxBytes: 10 * 1024 * 1024 } as const;

const pdfMagic = Buffer.from('%PDF-', 'ascii');

/** The upload's bytes, refused as soon as they pass 10 MB rather than after all have come. */
export const readDocument = (chunks: AsyncIterable<Uint8Array>) =>
  readAtMost(chunks, documentLimits.maxBytes, 'document_too_large');

/**
 * A concession document is a PDF by its content, never by its name: it starts with `%PDF-` and
 * parses as a PDF with at least one page. Encrypted PDFs are read as far as their structure goes.
 */
export async function assertPdf(bytes: Buffer): Promise<void> {
  if (bytes.length < pdfMagic.length || !bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) {
    throw new AppError('document_not_pdf');
  }
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.getPageCount() < 1) throw new AppError('document_not_pdf');
  } catch {
    throw new AppError('document_not_pdf');
  }
}
