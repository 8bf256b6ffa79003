'use client';

import { useTranslations } from 'next-intl';
import { saveFile } from '../../../http/save-file';
import type { OperatorBay } from '../backoffice-types';
import type { EditorBuoy } from './layout-editor-state';
import { writeLayoutCsv, writeLayoutGeoJson } from './layout-file';

// Export (issue 27 item 3): the layout as the editor shows it, saved or not, as a file that
// import reads back (label, lat, lon, max LOA, management, hull kinds, the buoy's id).

export function LayoutExport({ bay, buoys }: { bay: Pick<OperatorBay, 'slug'>; buoys: EditorBuoy[] }) {
  const t = useTranslations('LayoutEditor');
  return (
    <section className="layout-export" aria-labelledby="layout-export-title">
      <h2 id="layout-export-title">{t('exportTitle')}</h2>
      <p className="field__hint">{t('exportHint')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            saveFile(new Blob([writeLayoutCsv(buoys)], { type: 'text/csv' }), `${bay.slug}-buoys.csv`)
          }
        >
          {t('exportCsv')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            saveFile(
              new Blob([writeLayoutGeoJson(buoys)], { type: 'application/geo+json' }),
              `${bay.slug}-buoys.geojson`,
            )
          }
        >
          {t('exportGeoJson')}
        </button>
      </div>
    </section>
  );
}
