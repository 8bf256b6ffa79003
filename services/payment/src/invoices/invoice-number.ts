/** An invoice number: the year and the seller's gap-free sequence in it, e.g. "2026-000017". */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The file name a downloaded invoice (or credit note) is saved under. */
export function invoiceFileName(number: string, kind: 'invoice' | 'credit_note' = 'invoice'): string {
  return `moorline-${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${number}.pdf`;
}
