'use client';

import useSWR from 'swr';
import { fetchBooking } from '../../booking/booking-api';
import { fetchInvoices, fetchPayment } from '../../booking/payment-api';
import type { PaymentOutcome } from '../../booking/return-states';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';

/**
 * The booking the payment page sent the boater back about, with its invoices and its latest
 * payment (null when none was started or it cannot be read), re-read every
 * `refreshMs` while `keepAsking` says the news is still on its way (events travel through Kafka).
 */
export function useBookingReturn(
  bookingId: string,
  keepAsking: (answer: BookingReturn) => boolean,
  refreshMs = 2_000,
) {
  const api = useApiClient();
  const owner = useCallerKey();
  return useSWR(
    owner === null ? null : ['booking-return', owner, bookingId],
    async (): Promise<BookingReturn> => {
      const booking = await fetchBooking(api, bookingId);
      if (!booking.ok) return { booking, invoices: [], payment: null, receivedAt: Date.now() };
      const [invoices, payment] = await Promise.all([
        booking.data.status === 'confirmed' ? fetchInvoices(api, bookingId) : [],
        fetchPayment(api, bookingId),
      ]);
      // The payment says whether money was taken, which booking may not have heard yet (issue 26).
      return { booking, invoices, payment: payment.ok ? payment.data : null, receivedAt: Date.now() };
    },
    {
      revalidateOnFocus: false,
      refreshInterval: (answer) => (answer !== undefined && keepAsking(answer) ? refreshMs : 0),
    },
  );
}

export type BookingReturn = {
  booking: Awaited<ReturnType<typeof fetchBooking>>;
  invoices: Awaited<ReturnType<typeof fetchInvoices>>;
  payment: PaymentOutcome;
  receivedAt: number;
};
