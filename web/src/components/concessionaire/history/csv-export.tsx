'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import { saveFile } from '../../../http/save-file';
import { loadHistoryCsv, type HistoryFilters } from '../backoffice-api';
import { isLocale } from '../../../i18n/locales';
import { historyCsvName } from './history-query';

/**
 * The CSV of exactly the filters on screen, fetched with the token and saved as a file, written
 * for a spreadsheet in the page's language (its words, decimal mark and dates).
 */
export function CsvExport({
  bayId,
  baySlug,
  filters,
}: {
  bayId: string;
  baySlug: string;
  filters: HistoryFilters;
}) {
  const t = useTranslations('BookingHistory');
  const api = useApiClient();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function exportCsv() {
    setState('busy');
    try {
      const language = isLocale(locale) ? locale : 'en';
      saveFile(await loadHistoryCsv(api, bayId, filters, language), historyCsvName(baySlug, filters));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="csv-export">
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'busy'}
        onClick={() => void exportCsv()}
      >
        {t('exportCsv')}
      </button>
      <span role="status">
        {state === 'failed' ? t('exportFailed') : state === 'busy' ? t('exporting') : ''}
      </span>
    </div>
  );
}
