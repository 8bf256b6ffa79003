'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { Loaded } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { loadBayLayout } from './layout-api';
import { LayoutWorkbench } from './layout-workbench';
import './layout-editor.css';

// /{locale}/concessionaires/{bayUuid}/layout (issue 27 item 3): the bay's buoys on the map, to
// place, move, edit, import and export, saved as one whole layout. The bay's managers save;
// catalog checks every row (at sea, 15 m apart, within 3 km of the pin, labels unique).

function LayoutEditorView({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('LayoutEditor');
  const api = useApiClient();
  const caller = useCallerKey();
  const layout = useSWR(caller === null ? null : ['bay-layout', caller, bay.bay_id], () =>
    loadBayLayout(api, bay.bay_id),
  );
  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      <Loaded answer={layout} loading={t('loading')}>
        {(data) => (
          <LayoutWorkbench
            bay={bay}
            layout={data}
            onSaved={(saved) => void layout.mutate(saved, { revalidate: false })}
          />
        )}
      </Loaded>
    </>
  );
}

export function LayoutEditorPage({ bayId }: { bayId: string }) {
  const t = useTranslations('LayoutEditor');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <LayoutEditorView bay={bay} />}
    </BayPage>
  );
}
