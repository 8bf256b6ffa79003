'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import { invoiceFileName } from '../../../booking/payment-api';
import { saveFile } from '../../../http/save-file';
import { loadStaffInvoice } from '../backoffice-api';
import type { HistoryBooking } from '../backoffice-types';

type Invoice = NonNullable<HistoryBooking['invoice']>;

type Props = {
  bayId: string;
  invoice: Invoice;
  /** A cancelled booking's credit note (issue 30 item 2): downloaded the same way, named as what it is. */
  creditNote?: boolean;
};

/** A booking's invoice for the bay's staff: its number, which downloads the PDF. */
export function StaffInvoice({ bayId, invoice, creditNote = false }: Props) {
  const t = useTranslations('BookingHistory');
  const api = useApiClient();
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      saveFile(
        await loadStaffInvoice(api, bayId, invoice.invoice_id),
        invoiceFileName({ number: invoice.number, kind: creditNote ? 'credit_note' : 'invoice' }),
      );
    } catch {
      setFailed(true);
    }
  }
  return (
    <>
      <button type="button" className="link-button" onClick={() => void download()}>
        {creditNote
          ? t('creditNoteNumber', { number: invoice.number })
          : t('invoiceNumber', { number: invoice.number })}
      </button>
      {failed ? <span role="status"> {t('invoiceFailed')}</span> : null}
    </>
  );
}
