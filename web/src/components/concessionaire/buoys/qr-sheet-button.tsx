'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { OperatorBay } from '../../../http/api-schema';
import { downloadQrSheet } from './buoys-api';

// "Print QR codes": the sheet is fetched with the session's token and saved as a file, since a
// plain link would carry no Authorization header.
export function QrSheetButton({ bay }: { bay: Pick<OperatorBay, 'bay_id' | 'slug'> }) {
  const t = useTranslations('BuoyControl');
  const api = useApiClient();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download() {
    setState('busy');
    setState((await downloadQrSheet(api, bay)) ? 'idle' : 'failed');
  }

  return (
    <div className="buoy-control__qr">
      <button type="button" className="button" disabled={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? t('qrPreparing') : t('qrPrint')}
      </button>
      <p className="field__hint">{t('qrHint')}</p>
      <div role="alert">
        {state === 'failed' ? <p className="alert alert--error">{t('qrFailed')}</p> : null}
      </div>
    </div>
  );
}
