'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadInvoice } from '../../booking/payment-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Invoice } from '../../http/api-schema';

/** Downloads an invoice's PDF (it needs the session's token, so it is a button, not a link). */
export function InvoiceDownload({ invoice }: { invoice: Pick<Invoice, 'invoice_id' | 'number'> }) {
  const t = useTranslations('Payment');
  const api = useApiClient();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    setFailed(!(await downloadInvoice(api, invoice).catch(() => false)));
    setBusy(false);
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary invoice-download"
        disabled={busy}
        onClick={() => void download()}
      >
        {t('downloadInvoice', { number: invoice.number })}
      </button>
      <span role="status">{failed ? t('downloadFailed') : ''}</span>
    </>
  );
}
