'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { bayStatusValues, type BayStatus, type ConsoleBay } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { AddressFilter } from './address-filter';
import { AdminPagedRows } from './admin-paged-rows';
import { bayStatusOf } from './bay-status-filter';
import { loadBayPage } from './console-api';

const COLUMNS = ['bay', 'state', 'operator', 'created', 'links'] as const;

function BayLinks({ bay }: { bay: ConsoleBay }) {
  const t = useTranslations('AdminBays');
  return (
    <span className="admin-bay-links">
      <Link href={`/concessionaires/${encodeURIComponent(bay.bay_id)}/overview`}>
        {t('backOffice')}
        <span className="visually-hidden"> {bay.name}</span>
      </Link>
      {bay.status === 'live' ? (
        <Link href={`/bays/${bay.slug}`}>
          {t('publicPage')}
          <span className="visually-hidden"> {bay.name}</span>
        </Link>
      ) : null}
    </span>
  );
}

/** Every bay, one status or all (issue 27 item 1), newest first, with who runs it. */
export function BayList({ status }: { status: BayStatus | null }) {
  const t = useTranslations('AdminBays');
  const format = useFormatter();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['admin-bays', caller, status] as const),
    ([, , asked], cursor) => loadBayPage(api, asked, cursor),
    (page) => page.next_cursor,
  );
  const bays = pager.pages.flatMap((page) => page.bays);
  const rows = bays.map((bay) => ({
    id: bay.bay_id,
    cells: {
      bay: `${bay.name} (${bay.country})`,
      state: t(`status.${bay.status}`),
      operator: (
        <>
          {bay.company_name}
          {bay.concessionaire_email === null ? null : (
            <>
              <br />
              {bay.concessionaire_email}
            </>
          )}
        </>
      ),
      created: format.dateTime(new Date(bay.created_at), { dateStyle: 'medium' }),
      links: <BayLinks bay={bay} />,
    },
  }));
  return (
    <>
      <AddressFilter
        id="admin-bay-status"
        label={t('statusFilter')}
        allLabel={t('allStatuses')}
        param="status"
        value={status}
        options={bayStatusValues.map((value) => ({ value, label: t(`status.${value}`) }))}
        parse={bayStatusOf}
      />
      <AdminPagedRows
        pager={pager}
        texts={{
          caption: t('title'),
          loading: t('loading'),
          empty: t('empty'),
          showMore: t('showMore'),
          loadingMore: t('loadingMore'),
        }}
        columns={COLUMNS}
        heading={(column) => t(column)}
        rows={rows}
        titleColumn="bay"
      />
    </>
  );
}
