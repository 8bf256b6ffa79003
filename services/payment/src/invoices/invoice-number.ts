/** An invoice number: the year and the seller's gap-free sequence in it, e.g. "2026-000017". */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The file name a downloaded invoice is saved under. */
export function invoiceFileName(number: string): string {
  return `moorline-invoice-${number}.pdf`;
}
