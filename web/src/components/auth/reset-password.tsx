'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWRImmutable from 'swr/immutable';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiClient } from '../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { NewPasswordFields } from './account-fields';
import { AccountForm } from './account-form';
import { useAuthErrorMessage } from './auth-messages';
import { checkNewPassword, checkRepeat, collectErrors } from './auth-validation';
import { Notice } from './notice';
import { useFormState } from './use-form-state';

// spec §5: the server decides whether the link is valid; anything but a yes is invalid or expired.
async function checkLink(api: ApiClient, uid: string, token: string): Promise<ApiError | null> {
  try {
    const { response, error } = await api.GET('/v1/auth/validate-reset-token/{uid}/{token}', {
      params: { path: { uid, token } },
    });
    return response.ok ? null : readApiError(error, 'invalid_or_expired_token');
  } catch (thrown) {
    return errorFromThrown(thrown);
  }
}

// spec §4: validating link, valid (the form), invalid or expired, updated.
export function ResetPassword({ uid, token }: { uid: string; token: string }) {
  const t = useTranslations('ResetPasswordPage');
  const api = useApiClient();
  const errorMessage = useAuthErrorMessage();
  const [updated, setUpdated] = useState(false);
  const { data: linkError } = useSWRImmutable(['reset-link', uid, token], () => checkLink(api, uid, token));

  if (updated) {
    return (
      <Notice tone="success" title={t('updatedTitle')} takeFocus>
        <p>{t('updatedBody')}</p>
        <p>
          <Link className="button" href="/auth/signin">
            {t('signIn')}
          </Link>
        </p>
      </Notice>
    );
  }
  if (linkError === undefined) return <p role="status">{t('validating')}</p>;
  if (linkError !== null) {
    return (
      <Notice tone="error" title={errorMessage(linkError)}>
        <p>{t('invalidHelp')}</p>
        <p>
          <Link href="/auth/forgot-password">{t('requestNew')}</Link>
        </p>
      </Notice>
    );
  }
  return <NewPasswordForm uid={uid} token={token} onUpdated={() => setUpdated(true)} />;
}

function NewPasswordForm({ uid, token, onUpdated }: { uid: string; token: string; onUpdated: () => void }) {
  const t = useTranslations('ResetPasswordPage');
  const f = useTranslations('AuthForm');
  const api = useApiClient();
  const form = useFormState({ newPassword: '', newPasswordRepeat: '' });

  async function submit() {
    const { newPassword, newPasswordRepeat } = form.values;
    const found = collectErrors({
      newPassword: checkNewPassword(newPassword),
      newPasswordRepeat: checkRepeat(newPassword, newPasswordRepeat),
    });
    const updated = await form.submit(found, async () => {
      const { response, error } = await api.POST('/v1/auth/confirm-password-reset', {
        body: { uid, token, new_password: newPassword, new_password2: newPasswordRepeat },
      });
      return response.ok ? null : readApiError(error, 'password_reset_failed');
    });
    if (updated) onUpdated();
  }

  return (
    <AccountForm
      form={form}
      name={{ label: t('title') }}
      submitLabel={t('submit')}
      sendingLabel={t('submitting')}
      onSubmit={() => void submit()}
    >
      <p className="field__hint">{t('lead')}</p>
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordRepeat']}
        labels={[f('newPassword'), f('newPasswordRepeat')]}
      />
    </AccountForm>
  );
}
