'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { AdminUser } from '../../http/api-schema';
import { usePathname, useRouter } from '../../i18n/navigation';
import { FormField } from '../forms/form-field';
import { AdminPagedRows } from './admin-paged-rows';
import { loadUserPage } from './console-api';
import { UserActions } from './user-actions';
import { emailQueryOf } from './user-state';
import '../apply/apply.css';

const COLUMNS = ['email', 'name', 'state', 'actions'] as const;

function UserState({ user }: { user: AdminUser }) {
  const t = useTranslations('AdminUsers');
  return (
    <span className="admin-user-state">
      {user.email_verified_at === null ? (
        <span className="application-state application-state--info">{t('unverified')}</span>
      ) : (
        <span className="application-state application-state--success">{t('verified')}</span>
      )}
      {user.locked_at === null ? null : (
        <span className="application-state application-state--error">{t('locked')}</span>
      )}
    </span>
  );
}

/** Accounts found by email (issue 27 item 1); the search lives in the address (`?email=`). */
export function UserSearch({ email }: { email: string }) {
  const t = useTranslations('AdminUsers');
  const api = useApiClient();
  const caller = useCallerKey();
  const router = useRouter();
  const pathname = usePathname();
  const [typed, setTyped] = useState(email);
  const [typedError, setTypedError] = useState<string | undefined>(undefined);
  const asked = emailQueryOf(email);
  const pager = useCursorPages(
    caller === null || asked === null ? null : (['admin-users', caller, asked] as const),
    ([, , query], cursor) => loadUserPage(api, query, cursor),
    (page) => page.next_cursor,
  );
  const users = pager.pages.flatMap((page) => page.users);

  function search(event: FormEvent) {
    event.preventDefault();
    const query = emailQueryOf(typed);
    if (query === null) {
      setTypedError(t('tooShort'));
      return;
    }
    router.replace(`${pathname}?email=${encodeURIComponent(query)}`, { scroll: false });
  }

  const rows = users.map((user) => ({
    id: user.user_id,
    cells: {
      email: <span className="admin-email">{user.email}</span>,
      name: `${user.first_name} ${user.last_name}`.trim(),
      state: <UserState user={user} />,
      actions: <UserActions user={user} onChanged={pager.retry} />,
    },
  }));
  return (
    <>
      <form className="backoffice-filters admin-user-search" role="search" onSubmit={search} noValidate>
        <FormField
          id="admin-user-email"
          label={t('emailLabel')}
          hint={t('emailHint')}
          value={typed}
          error={typedError}
          required={false}
          autoComplete="off"
          maxLength={254}
          onChange={(value) => {
            setTyped(value);
            setTypedError(undefined);
          }}
        />
        <div className="button-row">
          <button type="submit" className="button">
            {t('search')}
          </button>
        </div>
      </form>
      {asked === null ? null : (
        <AdminPagedRows
          pager={pager}
          texts={{
            caption: t('resultsCaption', { email: asked }),
            loading: t('loading'),
            empty: t('empty'),
            showMore: t('showMore'),
            loadingMore: t('loadingMore'),
          }}
          columns={COLUMNS}
          heading={(column) => t(column)}
          rows={rows}
          titleColumn="email"
        />
      )}
    </>
  );
}
