'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { fetchInvoices } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Booking } from '../../http/api-schema';
import { InvoiceDownload } from '../booking/invoice-download';
import { invoiceKey } from './booking-display';

// spec §2: My Bookings shows a confirmed booking's invoice, or "invoice pending" until it is
// issued. Each confirmed row asks for its own invoice; the list's page is small (20).

export function InvoiceCell({
  booking,
}: {
  booking: Pick<Booking, 'booking_id' | 'status' | 'bay_name' | 'buoy_label'>;
}) {
  const t = useTranslations('BookingsPage');
  const api = useApiClient();
  const confirmed = booking.status === 'confirmed';
  const invoices = useSWR(
    confirmed ? ['invoices', booking.booking_id] : null,
    () => fetchInvoices(api, booking.booking_id),
    {
      revalidateOnFocus: false,
    },
  );
  if (!confirmed)
    return (
      <>
        {/* A dash to the eye, words to a screen reader. */}
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t(invoiceKey(booking))}</span>
      </>
    );
  const invoice = invoices.data?.[0];
  if (invoice === undefined) return <>{t(invoiceKey(booking))}</>;
  return <InvoiceDownload invoice={invoice} />;
}
