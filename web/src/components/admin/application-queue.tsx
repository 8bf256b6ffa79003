'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import { applicationStateValues, type ApplicationState } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { AddressFilter } from './address-filter';
import { AdminPagedRows } from './admin-paged-rows';
import { ApplicationStateBadge } from '../apply/application-state-badge';
import { loadQueuePage } from './admin-api';
import { queueStateOf } from './queue-state';

const COLUMNS = ['submitted', 'bay', 'company', 'applicant', 'state'] as const;

/** The application queue (issue 27 item 1): one state or all, as the API orders them, by pages. */
export function ApplicationQueue({ state }: { state: ApplicationState | null }) {
  const t = useTranslations('AdminApplications');
  const states = useTranslations('ApplicationStates');
  const format = useFormatter();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['admin-applications', caller, state] as const),
    ([, , asked], cursor) => loadQueuePage(api, asked, cursor),
    (page) => page.next_cursor,
  );
  const applications = pager.pages.flatMap((page) => page.applications);
  const rows = applications.map((application) => ({
    id: application.application_id,
    cells: {
      submitted: format.dateTime(new Date(application.submitted_at), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      bay: (
        <Link href={`/admin/applications/${encodeURIComponent(application.application_id)}`}>
          {application.bay_name}
        </Link>
      ),
      company: application.company_name,
      applicant: application.applicant_email,
      state: <ApplicationStateBadge state={application.state} />,
    },
  }));
  return (
    <>
      <AddressFilter
        id="admin-state-filter"
        label={t('stateFilter')}
        allLabel={t('allStates')}
        param="state"
        value={state}
        options={applicationStateValues.map((value) => ({ value, label: states(value) }))}
        parse={queueStateOf}
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
