'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { bayStatusValues, type BayStatus, type ConsoleBay } from '../../http/api-schema';
import { Link, usePathname, useRouter } from '../../i18n/navigation';
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
  const router = useRouter();
  const pathname = usePathname();
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
      <div className="backoffice-filters">
        <div className="field">
          <label className="field__label" htmlFor="admin-bay-status">
            {t('statusFilter')}
          </label>
          <select
            id="admin-bay-status"
            className="field__input"
            value={status ?? ''}
            onChange={(event) => {
              const chosen = bayStatusOf(event.target.value);
              router.replace(chosen === null ? pathname : `${pathname}?status=${chosen}`, { scroll: false });
            }}
          >
            <option value="">{t('allStatuses')}</option>
            {bayStatusValues.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
