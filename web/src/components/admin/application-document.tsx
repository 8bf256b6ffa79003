'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ConcessionApplication } from '../../http/api-schema';
import { saveFile } from '../../http/save-file';
import { useFileSize } from '../apply/use-file-size';
import { loadApplicationDocument } from './admin-api';

/** The concession document: fetched with the admin's token through the BFF (never a public link). */
export function ApplicationDocument({ application }: { application: ConcessionApplication }) {
  const t = useTranslations('AdminApplications');
  const api = useApiClient();
  const [failed, setFailed] = useState(false);
  const size = useFileSize()(application.document_byte_size);
  async function download() {
    setFailed(false);
    try {
      const file = await loadApplicationDocument(api, application.application_id);
      saveFile(file, `concession-${application.concession_number.replace(/[^\w.-]+/g, '-')}.pdf`);
    } catch {
      setFailed(true);
    }
  }
  return (
    <section aria-labelledby="admin-document-heading">
      <h2 id="admin-document-heading">{t('documentHeading')}</h2>
      <button type="button" className="button button--secondary" onClick={() => void download()}>
        {t('downloadDocument', { size })}
      </button>
      <p role="status">{failed ? t('documentFailed') : null}</p>
    </section>
  );
}
