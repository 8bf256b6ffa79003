import type { InterfaceLanguage } from '@moorline/contracts';
import type { FiscalMark } from './fiscalisation';

/** One line of the price as the booking service quoted it (minor units, VAT included). */
export interface InvoiceLine {
  kind: 'day_hours' | 'day_full' | 'night' | 'mooring_assistance' | 'trash_collection';
  quantity: number;
  unitMinor: number;
  amountMinor: number;
}

/**
 * Everything an invoice states, copied from the booking and the bay when checkout starts (issue
 * 13 item 5), so issuing it later needs no network call and cannot drift from what was paid.
 */
export interface InvoiceFacts {
  /** The concessionaire, who sells the stay. */
  seller: {
    operatorId: string;
    name: string;
    company: string;
    email: string;
    phone: string;
    website: string;
    /** Registered address and tax number with its country prefix (EU VAT directive art. 226);
     * absent from the facts payments kept before they were asked for (issue 28 item 7). */
    address?: string;
    taxNumber?: string;
  };
  bay: { id: string; name: string; slug: string; timeZone: string };
  buoyLabel: string;
  stayKind: 'day' | 'night';
  /** ISO instants, half-open; shown in the bay's time zone. */
  periodStart: string;
  periodEnd: string;
  boat: { name: string; registrationNumber: string };
  buyerEmail: string;
  /** The buyer's name: the account's, or a walk-up guest's as typed; absent in older facts. */
  buyerName?: string;
  /** A walk-up guest without an account paid (never printed): their emails cannot point to My
   * Bookings until they sign up; absent in older facts. */
  buyerIsGuest?: boolean;
  lines: InvoiceLine[];
  currency: string;
  totalMinor: number;
  /** The VAT contained in the total, at the bay's rate. */
  vatMinor: number;
  vatRateBasisPoints: number;
}

/** An issued invoice's document: its facts plus what issuing adds. */
export interface InvoiceDocument {
  facts: InvoiceFacts;
  /** Gap-free per seller and year, e.g. "2026-000017". */
  number: string;
  issuedAt: Date;
  language: InterfaceLanguage;
  /** The platform, named on the invoice as the intermediary (spec §1). */
  intermediary: { name: string; website: string };
  /** What the seller's country's fiscalisation adds (invoices/fiscalisation.ts); none today. */
  fiscalMarks: FiscalMark[];
  /** Set for a credit note (issue 30 item 2): the invoice it corrects and its negative amounts. */
  correction?: CreditNoteCorrection;
}

export interface CreditNoteCorrection {
  correctsNumber: string;
  /** Negative: what is given back, VAT included. */
  totalMinor: number;
  /** Negative: the VAT contained in it. */
  vatMinor: number;
}
