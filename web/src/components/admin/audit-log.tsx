'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { AuditEntry } from '../../http/api-schema';
import { LoadMoreButton } from '../content/load-more-button';
import { AdminProblem } from './admin-problem';
import { RowViews } from '../concessionaire/row-views';
import { loadAuditPage } from './admin-api';
import { changeLines } from './audit-change';

const COLUMNS = ['when', 'who', 'what', 'change'] as const;

function ChangeList({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('AdminAudit');
  const lines = changeLines(entry);
  if (lines.length === 0) return <span>{t('nothing')}</span>;
  return (
    <ul className="audit-change">
      {lines.map((line) => (
        <li key={line.field}>
          <span className="audit-change__field">{line.field}</span>{' '}
          <del aria-label={t('before')}>{line.before ?? t('nothing')}</del> →{' '}
          <ins aria-label={t('after')}>{line.after ?? t('nothing')}</ins>
        </li>
      ))}
    </ul>
  );
}

/** The whole audit log (issue 27 item 6), the newest first, page by page. */
export function AuditLog() {
  const t = useTranslations('AdminAudit');
  const format = useFormatter();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['admin-audit', caller] as const),
    (_query, cursor) => loadAuditPage(api, cursor),
    (page) => page.next_cursor,
  );
  const entries = pager.pages.flatMap((page) => page.entries);
  if (pager.error !== undefined && entries.length === 0)
    return <AdminProblem error={pager.error} onRetry={pager.retry} />;
  if (pager.pages.length === 0) return <p role="status">{t('loading')}</p>;
  if (entries.length === 0) return <p className="backoffice-empty">{t('empty')}</p>;
  const rows = entries.map((entry) => ({
    id: entry.id,
    cells: {
      when: format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' }),
      who: (
        <>
          <code>{entry.actor_user_id}</code> {t('role', { role: entry.actor_role })}
        </>
      ),
      what: (
        <>
          <strong>{entry.action}</strong>
          <br />
          {t('subject', { kind: entry.subject_kind, id: entry.subject_id })}
          {entry.bay_id === null ? null : (
            <>
              <br />
              {t('bay', { bayId: entry.bay_id })}
            </>
          )}
        </>
      ),
      change: <ChangeList entry={entry} />,
    },
  }));
  return (
    <>
      <RowViews
        caption={t('title')}
        columns={COLUMNS}
        heading={(column) => t(column)}
        rows={rows}
        cardTitle={(cells) => cells.when}
        titleColumns={['when']}
      />
      <LoadMoreButton
        pager={pager}
        label={t('showMore')}
        busyLabel={t('loadingMore')}
        className="backoffice-more"
      />
    </>
  );
}
