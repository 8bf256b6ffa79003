'use client';

import { useTranslations } from 'next-intl';
import useSWRImmutable from 'swr/immutable';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiClient } from '../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { useAuthErrorMessage } from './auth-messages';
import { Notice } from './notice';

type Verification = { state: 'verified'; email: string } | { state: 'failed'; error: ApiError };

const INVALID_KEY: ApiError = { code: 'invalid_key', text: null };

async function verify(api: ApiClient, key: string): Promise<Verification> {
  if (key === '') return { state: 'failed', error: INVALID_KEY };
  try {
    const { data, error } = await api.POST('/v1/auth/verify-email', { body: { key } });
    if (data === undefined) return { state: 'failed', error: readApiError(error, 'verification_failed') };
    return { state: 'verified', email: data.email };
  } catch (thrown) {
    return { state: 'failed', error: errorFromThrown(thrown) };
  }
}

// spec §4: verifying, verified, already verified, invalid key, error. The key is used once: SWR
// keeps the one answer per key, so a remount (React's strict mode) does not send it again.
export function VerifyEmail({ verificationKey }: { verificationKey: string }) {
  const t = useTranslations('VerifyEmailPage');
  const errorMessage = useAuthErrorMessage();
  const api = useApiClient();
  const { data } = useSWRImmutable(['verify-email', verificationKey], () => verify(api, verificationKey));

  if (data === undefined) return <p role="status">{t('verifying')}</p>;
  const signInLink = (
    <p>
      <Link className="button" href="/auth/signin">
        {t('signIn')}
      </Link>
    </p>
  );
  if (data.state === 'verified') {
    return (
      <Notice tone="success" title={t('verifiedTitle')}>
        <p>{t('verifiedBody', { email: data.email })}</p>
        {signInLink}
      </Notice>
    );
  }
  const { code } = data.error;
  if (code === 'already_verified') {
    return (
      <Notice tone="info" title={errorMessage(data.error)}>
        <p>{t('alreadyVerifiedBody')}</p>
        {signInLink}
      </Notice>
    );
  }
  return (
    <Notice tone="error" title={errorMessage(data.error)}>
      <p>{code === 'invalid_key' ? t('invalidKeyHelp') : t('errorHelp')}</p>
    </Notice>
  );
}
