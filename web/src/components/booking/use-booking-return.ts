'use client';

import useSWR from 'swr';
import { fetchBooking } from '../../booking/booking-api';
import { fetchInvoices } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';

/**
 * The booking the payment page sent the boater back about, with its invoices, re-read every
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
      if (!booking.ok) return { booking, invoices: [], receivedAt: Date.now() };
      const invoices = booking.data.status === 'confirmed' ? await fetchInvoices(api, bookingId) : [];
      return { booking, invoices, receivedAt: Date.now() };
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
  receivedAt: number;
};
