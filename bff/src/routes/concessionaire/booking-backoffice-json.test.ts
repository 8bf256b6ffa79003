import { describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1, type paymentV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { withInvoices } from './booking-backoffice-json';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

const cancelledByTheBay: bookingV1.BayBooking = {
  bookingId: 'bk-1',
  fromDate: '2026-06-01',
  toDate: '2026-06-02',
  buoyId: 'b1',
  buoyLabel: '7',
  registrationNumber: 'ST 1234',
  boatName: 'Bura',
  stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
  phase: bookingV1.BookingPhase.BOOKING_PHASE_CANCELLED,
  amount: eur(8050),
  walkUp: false,
  cancelledAt: new Date('2026-05-31T05:40:00Z'),
  cancelledBy: 'operator',
  refund: eur(8050),
  cancelReason: 'buoy_out_of_service',
};

const document = (invoiceId: string, kind: string, number: string): paymentV1.Invoice => ({
  invoiceId,
  bookingId: 'bk-1',
  number,
  total: eur(kind === 'credit_note' ? -8050 : 8050),
  vat: eur(kind === 'credit_note' ? -1610 : 1610),
  sellerName: 'Polače d.o.o.',
  language: 'hr',
  issuedAt: new Date('2026-05-31T05:41:00Z'),
  kind,
  correctsInvoiceNumber: kind === 'credit_note' ? 'POL-2026-000042' : '',
});

describe('the back office history JSON', () => {
  it('when the bay cancelled a booking, then its row says when, by whom, why and the refund, with invoice and credit note apart', () => {
    const [row] = withInvoices(
      [cancelledByTheBay],
      [document('i1', 'invoice', 'POL-2026-000042'), document('c1', 'credit_note', 'POL-2026-000051')],
    );
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelled_at: '2026-05-31T05:40:00.000Z',
      cancelled_by: 'operator',
      cancel_reason: 'buoy_out_of_service',
      refund: { amount_minor: 8050, currency: 'EUR' },
      invoice: { invoice_id: 'i1', number: 'POL-2026-000042' },
      credit_note: { invoice_id: 'c1', number: 'POL-2026-000051' },
    });
  });

  it('when a booking is not cancelled and payment sends no kind (before credit notes), then it is an invoice and the rest is null', () => {
    const confirmed = {
      ...cancelledByTheBay,
      phase: bookingV1.BookingPhase.BOOKING_PHASE_UPCOMING,
      cancelledAt: undefined,
      cancelledBy: '',
      refund: undefined,
      cancelReason: '',
    };
    const [row] = withInvoices([confirmed], [document('i1', '', 'POL-2026-000042')]);
    expect(row).toMatchObject({
      status: 'upcoming',
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
      refund: null,
      invoice: { invoice_id: 'i1' },
      credit_note: null,
    });
  });

  it('when booking sends a reason it does not document, then the answer is an internal error', () => {
    expect(() => withInvoices([{ ...cancelledByTheBay, cancelReason: 'pirates' }], [])).toThrow(AppError);
  });
});
