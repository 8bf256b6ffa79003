'use client';

import { useTranslations } from 'next-intl';
import { downloadInvoice } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Invoice } from '../../http/api-schema';
import { DownloadButton } from '../forms/download-button';

/** Downloads an invoice's PDF, or a credit note's (issue 30 item 2), which downloads the same way. */
export function InvoiceDownload({ invoice }: { invoice: Pick<Invoice, 'invoice_id' | 'number' | 'kind'> }) {
  const t = useTranslations('Payment');
  const api = useApiClient();
  return (
    <DownloadButton
      className="button button--secondary invoice-download"
      download={() => downloadInvoice(api, invoice)}
      failedText={t('downloadFailed')}
    >
      {invoice.kind === 'credit_note'
        ? t('downloadCreditNote', { number: invoice.number })
        : t('downloadInvoice', { number: invoice.number })}
    </DownloadButton>
  );
}
