'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { RetryAlert } from '../content/retry-alert';
import { ChangePasswordForm } from './change-password-form';
import { DevicePushSwitch } from './device-push-switch';
import { loadProfile } from './profile';
import { ProfileForm } from './profile-form';

// Rendered inside the dashboard's session guard, so a session is held when the profile is read.
export function AccountSettings() {
  const t = useTranslations('AccountPage');
  const api = useApiClient();
  const session = useStoredSession();
  // Keyed by the user too, so that the next user on this browser never sees the last one's profile.
  const owner = session.signedIn ? session.user.email : null;
  const { data, error, mutate, isLoading } = useSWR(owner === null ? null : ['/v1/auth/profile', owner], () =>
    loadProfile(api),
  );

  return (
    <>
      <section className="account-section" aria-labelledby="personal-heading">
        <h2 id="personal-heading">{t('personalHeading')}</h2>
        {data ? (
          <ProfileForm
            key={data.email}
            profile={data}
            onSaved={(profile) => void mutate(profile, { revalidate: false })}
          />
        ) : error && !isLoading ? (
          <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
      <section className="account-section" aria-labelledby="password-heading">
        <h2 id="password-heading">{t('passwordHeading')}</h2>
        <ChangePasswordForm />
      </section>
      <section className="account-section" aria-labelledby="push-heading">
        <h2 id="push-heading">{t('pushHeading')}</h2>
        <p>{t('pushLead')}</p>
        <DevicePushSwitch />
      </section>
    </>
  );
}
