import type { Insertable } from 'kysely';
import type { InvoiceTable } from '../payment.tables';
import { apportion } from './apportion';
import type { CorrectedInvoice } from './invoice.repository';
import { formatInvoiceNumber } from './invoice-number';

/** The negative amounts of a credit note giving back `refundMinor` of `invoice` (positive). */
export function creditNoteAmounts(
  invoice: Pick<
    CorrectedInvoice,
    | 'total_minor'
    | 'vat_minor'
    | 'night_minor'
    | 'day_minor'
    | 'mooring_assistance_minor'
    | 'trash_collection_minor'
  >,
  refundMinor: number,
) {
  // The VAT and the turnover's four parts are given back in the invoice's proportions, each
  // rounded so they add up to the refund exactly (a full refund gives back each one as it was).
  const [vat = 0] = apportion(-refundMinor, [invoice.vat_minor, invoice.total_minor - invoice.vat_minor]);
  const [night = 0, day = 0, assistance = 0, trash = 0] = apportion(-refundMinor, [
    invoice.night_minor,
    invoice.day_minor,
    invoice.mooring_assistance_minor,
    invoice.trash_collection_minor,
  ]);
  return {
    total_minor: -refundMinor,
    vat_minor: vat,
    night_minor: night,
    day_minor: day,
    mooring_assistance_minor: assistance,
    trash_collection_minor: trash,
  };
}

/** A credit note as stored: an invoice row of kind `credit_note` correcting `invoice`. */
export function creditNoteRowOf(
  invoice: CorrectedInvoice,
  refundMinor: number,
  issue: { year: number; sequence: number; issuedAt: Date; pdf: Buffer },
): Insertable<InvoiceTable> {
  return {
    kind: 'credit_note',
    corrects_invoice_id: invoice.id,
    corrects_invoice_number: invoice.number,
    payment_id: invoice.payment_id,
    booking_id: invoice.booking_id,
    user_id: invoice.user_id,
    operator_id: invoice.operator_id,
    bay_id: invoice.bay_id,
    embed_id: invoice.embed_id,
    year: issue.year,
    sequence: issue.sequence,
    number: formatInvoiceNumber(issue.year, issue.sequence),
    seller_name: invoice.seller_name,
    language: invoice.language,
    currency: invoice.currency,
    bay_time_zone: invoice.bay_time_zone,
    ...creditNoteAmounts(invoice, refundMinor),
    pdf: issue.pdf,
    issued_at: issue.issuedAt,
  };
}
