'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import type { AuditEntry } from '../../../http/api-schema';
import { LoadMoreButton } from '../../content/load-more-button';
import { BackofficeProblem } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { loadAuditPage } from '../setup/setup-api';
import { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_ROLES, knownName } from './audit-names';
import { auditRows, auditValueText, fieldWords, type ValueWords } from './audit-values';
import './audit.css';

/** A stored action, role or field in the page's language when the page knows it. */
function useNames() {
  const actions = useTranslations('BayAuditPage.actions');
  const roles = useTranslations('BayAuditPage.roles');
  const fields = useTranslations('BayAuditPage.fields');
  return {
    action: (stored: string) => {
      const key = knownName(AUDIT_ACTIONS, stored);
      return key === null ? stored : actions(key);
    },
    role: (stored: string) => {
      const key = knownName(AUDIT_ROLES, stored);
      return key === null ? stored : roles(key);
    },
    field: (stored: string) => {
      const key = knownName(AUDIT_FIELDS, stored);
      return key === null ? fieldWords(stored) : fields(key);
    },
  };
}

function Changes({ entry, words }: { entry: AuditEntry; words: ValueWords }) {
  const t = useTranslations('BayAuditPage');
  const { field } = useNames();
  const rows = auditRows(entry.before, entry.after);
  if (rows.length === 0) return null;
  return (
    <table className="audit__changes">
      <thead>
        <tr>
          <th scope="col">{t('field')}</th>
          <th scope="col">{t('before')}</th>
          <th scope="col">{t('after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{field(row.field)}</th>
            <td>{auditValueText(row.field, row.before, words)}</td>
            <td>{auditValueText(row.field, row.after, words)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entry({ entry, words }: { entry: AuditEntry; words: ValueWords }) {
  const t = useTranslations('BayAuditPage');
  const format = useFormatter();
  const { action, role } = useNames();
  return (
    <li className="card audit__entry">
      <h3 className="audit__what">{action(entry.action)}</h3>
      <p className="audit__who">
        {t('by', { role: role(entry.actor_role), user: entry.actor_user_id.slice(0, 8) })} ·{' '}
        <time dateTime={entry.at}>
          {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <Changes entry={entry} words={words} />
    </li>
  );
}

/** spec §6, issue 27 item 6: who changed what in the bay, when, before and after; newest first. */
export function BayAuditLog({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('BayAuditPage');
  const locale = useLocale();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['bay-audit', caller, bay.bay_id] as const),
    ([, , bayId], cursor) => loadAuditPage(api, bayId, cursor),
    (page) => page.next_cursor,
  );
  const entries = pager.pages.flatMap((page) => page.entries);
  const words: ValueWords = { locale, currency: 'EUR', yes: t('yes'), no: t('no'), none: t('none') };
  const list = () => {
    if (pager.error !== undefined && entries.length === 0)
      return <BackofficeProblem error={pager.error} onRetry={pager.retry} />;
    if (pager.isLoading && entries.length === 0) return <p role="status">{t('loading')}</p>;
    if (entries.length === 0) return <p className="backoffice-empty">{t('empty')}</p>;
    return (
      <>
        <ol className="audit__entries">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} words={words} />
          ))}
        </ol>
        <LoadMoreButton
          pager={pager}
          label={t('loadMore')}
          busyLabel={t('loadingMore')}
          className="backoffice-more"
        />
      </>
    );
  };
  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      <h2 className="visually-hidden">{t('entriesHeading')}</h2>
      {list()}
    </>
  );
}

export function BayAuditPage({ bayId }: { bayId: string }) {
  const t = useTranslations('BayAuditPage');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <BayAuditLog bay={bay} />}
    </BayPage>
  );
}
