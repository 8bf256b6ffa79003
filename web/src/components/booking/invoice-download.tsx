'use client';

import { useTranslations } from 'next-intl';
import { downloadInvoice } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Invoice } from '../../http/api-schema';
import { DownloadButton } from '../forms/download-button';

/** Downloads an invoice's PDF. */
export function InvoiceDownload({ invoice }: { invoice: Pick<Invoice, 'invoice_id' | 'number'> }) {
  const t = useTranslations('Payment');
  const api = useApiClient();
  return (
    <DownloadButton
      className="button button--secondary invoice-download"
      download={() => downloadInvoice(api, invoice)}
      failedText={t('downloadFailed')}
    >
      {t('downloadInvoice', { number: invoice.number })}
    </DownloadButton>
  );
}
