'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useStoredSession } from '../../../hooks/use-stored-session';
import type { OperatorBuoy } from '../../../http/api-schema';
import { RetryAlert } from '../../content/retry-alert';
import { BuoyList } from './buoy-list';
import { loadOperatorBay, loadOperatorBuoys } from './buoys-api';
import { QrSheetButton } from './qr-sheet-button';
import { ServiceDialog } from './service-dialog';
import './buoy-control.css';

// /{locale}/concessionaires/{bayUuid}/buoys (issue 15 item 7): the bay's buoys with their state,
// a dialog to take one out of service or back, and the sheet of QR codes to print. Managers and
// employees change buoys; a concessionaire without either flag sees them (the server decides).

export function BuoyControl({ bayId }: { bayId: string }) {
  const t = useTranslations('BuoyControl');
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const canOperate = session.signedIn && (session.user.isManager || session.user.isEmployee);
  const bay = useSWR(owner === null ? null : ['operator-bay', bayId, owner], () =>
    loadOperatorBay(api, bayId),
  );
  const buoys = useSWR(owner === null ? null : ['operator-buoys', bayId, owner], () =>
    loadOperatorBuoys(api, bayId),
  );
  const [editing, setEditing] = useState<OperatorBuoy | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Not among the token's bays: the buoys' 404 says the same, said plainly rather than as a failure.
  if (bay.data === null) return <p className="backoffice-empty">{t('unknownBay')}</p>;
  if (bay.error || buoys.error)
    return (
      <RetryAlert
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([bay.mutate(), buoys.mutate()])}
      />
    );
  if (bay.data === undefined || buoys.data === undefined) return <p role="status">{t('loading')}</p>;

  const timeZone = bay.data.time_zone;
  const outOfService = buoys.data.filter((buoy) => buoy.service_state === 'out_of_service').length;
  function changed(buoy: OperatorBuoy) {
    setEditing(null);
    setAnnouncement(
      buoy.service_state === 'out_of_service'
        ? t('tookOut', { label: buoy.label })
        : t('putBackDone', { label: buoy.label }),
    );
    void buoys.mutate((current) => current?.map((one) => (one.buoy_id === buoy.buoy_id ? buoy : one)), {
      revalidate: true,
    });
  }

  return (
    <>
      <p className="bay-heading__bay">{bay.data.name}</p>
      <div className="buoy-control__bar">
        <p className="backoffice-count">{t('summary', { total: buoys.data.length, outOfService })}</p>
        <QrSheetButton bay={bay.data} />
      </div>
      {canOperate ? null : <p className="alert alert--info">{t('viewOnly')}</p>}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <BuoyList buoys={buoys.data} timeZone={timeZone} canOperate={canOperate} onChoose={setEditing} />
      {editing === null ? null : (
        <ServiceDialog
          bayId={bayId}
          buoy={editing}
          timeZone={timeZone}
          onChanged={changed}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
