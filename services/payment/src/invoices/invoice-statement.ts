import { invoiceCopy } from './invoice-copy';
import type { InvoiceDocument } from './invoice-facts';

/** One row of the price table, formatted. */
export interface StatementRow {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/**
 * What an invoice says, in the boater's language, as text: the EU VAT directive's art. 226
 * particulars (issue 28 item 7) — its number and date, the seller's name, address and VAT ID,
 * the buyer's name, the date of supply, the taxable amount, the VAT rate and amount — beside the
 * stay and the price. Drawing it is render-invoice-pdf.ts's job; a line left empty is not drawn.
 */
export function invoiceStatement(document: InvoiceDocument) {
  const { facts, language } = document;
  const copy = invoiceCopy[language];
  const money = (minor: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: facts.currency }).format(minor / 100);
  const inBay = (options: Intl.DateTimeFormatOptions) => (iso: string | Date) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: facts.bay.timeZone }).format(new Date(iso));
  const dateTime = inBay({ dateStyle: 'medium', timeStyle: 'short' });
  const date = inBay({ dateStyle: 'medium' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    facts.vatRateBasisPoints / 10_000,
  );
  const { seller } = facts;
  const { correction } = document;
  const heading = correction ? copy.creditNote : copy.invoice;
  const totalMinor = correction?.totalMinor ?? facts.totalMinor;
  const vatMinor = correction?.vatMinor ?? facts.vatMinor;
  return {
    title: `${heading} ${document.number}`,
    heading,
    number: `${copy.number} ${document.number}`,
    issued: `${copy.issued} ${dateTime(document.issuedAt)}`,
    corrects: correction ? copy.corrects(correction.correctsNumber) : '',
    seller: {
      heading: copy.seller,
      lines: [
        seller.company,
        seller.address ?? '',
        seller.taxNumber ? `${copy.taxNumber}: ${seller.taxNumber}` : '',
        seller.name === seller.company ? '' : seller.name,
        seller.email,
        seller.phone,
        seller.website,
      ].filter((line) => line !== ''),
    },
    buyer: {
      heading: copy.buyer,
      lines: [
        facts.buyerName ?? '',
        facts.buyerEmail,
        `${copy.boat}: ${facts.boat.name} (${facts.boat.registrationNumber})`,
      ].filter((line) => line !== ''),
    },
    stay: {
      heading: copy.stay,
      lines: [
        `${copy.bay}: ${facts.bay.name}`,
        `${copy.buoy}: ${facts.buoyLabel} · ${facts.stayKind === 'day' ? copy.dayStay : copy.nightStay}`,
        `${copy.period}: ${dateTime(facts.periodStart)} – ${dateTime(facts.periodEnd)} (${facts.bay.timeZone})`,
        `${copy.supplied}: ${date(facts.periodStart)}`,
      ],
    },
    columns: {
      description: copy.description,
      quantity: copy.quantity,
      unitPrice: copy.unitPrice,
      amount: copy.amount,
    },
    // A credit note gives back one sum for the whole cancelled stay (a share of it after the
    // policy's free period), so it states one line rather than a share of each.
    rows: correction
      ? [
          {
            description: copy.refundLine,
            quantity: '1',
            unitPrice: money(totalMinor),
            amount: money(totalMinor),
          },
        ]
      : facts.lines.map((line): StatementRow => ({
          description: copy.lines[line.kind],
          quantity: String(line.quantity),
          unitPrice: money(line.unitMinor),
          amount: money(line.amountMinor),
        })),
    totals: [
      `${copy.taxableAmount}: ${money(totalMinor - vatMinor)}`,
      `${copy.vat(percent)}: ${money(vatMinor)}`,
    ],
    total: `${copy.total} ${money(totalMinor)}`,
    fiscalMarks: document.fiscalMarks.map((mark) => `${mark.label}: ${mark.value}`),
    footer: [correction ? copy.refundedToCard : copy.paidByCard],
    intermediary: [copy.intermediary(document.intermediary.name), document.intermediary.website],
  };
}
