'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { AuditEntry } from '../../http/api-schema';
import { AdminPagedRows } from './admin-paged-rows';
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
      titleColumn="when"
    />
  );
}
