'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { readApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { EmailField } from './account-fields';
import { AccountForm } from './account-form';
import { checkEmail, collectErrors } from './auth-validation';
import { Notice } from './notice';
import { useFormState } from './use-form-state';

// The answer is the same for known and unknown addresses, so the page never tells them apart.
export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordPage');
  const f = useTranslations('AuthForm');
  const locale = useLocale();
  const api = useApiClient();
  const form = useFormState({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit() {
    const email = form.values.email.trim();
    const sent = await form.submit(collectErrors({ email: checkEmail(email) }), async () => {
      const { response, error } = await api.POST('/v1/auth/request-password-reset', {
        body: { email, language: locale },
      });
      return response.ok ? null : readApiError(error, 'password_reset_failed');
    });
    if (sent) setSentTo(email);
  }

  return (
    <>
      {sentTo === null ? (
        <AccountForm
          form={form}
          name={{ label: t('title') }}
          submitLabel={t('submit')}
          sendingLabel={t('submitting')}
          onSubmit={() => void submit()}
        >
          <EmailField form={form} />
        </AccountForm>
      ) : (
        <Notice tone="success" title={t('sentTitle')} takeFocus>
          <p>{t('sentBody', { email: sentTo })}</p>
        </Notice>
      )}
      <p className="form-links">
        <Link href="/auth/signin">{f('backToSignIn')}</Link>
      </p>
    </>
  );
}
