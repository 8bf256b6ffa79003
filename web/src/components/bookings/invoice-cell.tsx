'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { fetchInvoices } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Booking } from '../../http/api-schema';
import { InvoiceDownload } from '../booking/invoice-download';
import { hasInvoices, invoiceKey } from './booking-display';

// spec §2: My Bookings shows a confirmed booking's invoice, or "invoice pending" until it is
// issued; a cancelled one's credit note beside it (issue 30 item 2). Each paid row asks for its
// own invoices; the list's page is small (20).

export function InvoiceCell({
  booking,
}: {
  booking: Pick<Booking, 'booking_id' | 'status' | 'bay_name' | 'buoy_label'>;
}) {
  const t = useTranslations('BookingsPage');
  const api = useApiClient();
  const paid = hasInvoices(booking);
  const invoices = useSWR(
    paid ? ['invoices', booking.booking_id, booking.status] : null,
    () => fetchInvoices(api, booking.booking_id),
    {
      revalidateOnFocus: false,
    },
  );
  if (!paid)
    return (
      <>
        {/* A dash to the eye, words to a screen reader. */}
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t(invoiceKey(booking))}</span>
      </>
    );
  const documents = invoices.data ?? [];
  if (documents.length === 0) return <>{t(invoiceKey(booking))}</>;
  return (
    <span className="bookings__invoices">
      {documents.map((invoice) => (
        <InvoiceDownload key={invoice.invoice_id} invoice={invoice} />
      ))}
    </span>
  );
}
