'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { Link } from '../../i18n/navigation';
import { browserSessionStore } from '../../session/browser-session';
import { signIn } from '../../session/session-actions';
import { CurrentPasswordField, EmailField } from './account-fields';
import { AccountForm } from './account-form';
import { checkEmail, checkEntered, collectErrors } from './auth-validation';
import { useFormState } from './use-form-state';

// On success the session holds the user, and the guest guard of the auth pages moves on (spec §2).
export function SignInForm() {
  const t = useTranslations('SignInPage');
  const f = useTranslations('AuthForm');
  const api = useApiClient();
  const form = useFormState({ email: '', password: '' });

  function submit() {
    const { email, password } = form.values;
    void form.submit(collectErrors({ email: checkEmail(email), password: checkEntered(password) }), () =>
      signIn(api, browserSessionStore(), { email: email.trim(), password }),
    );
  }

  return (
    <>
      <AccountForm
        form={form}
        name={{ label: t('title') }}
        submitLabel={t('submit')}
        sendingLabel={t('submitting')}
        onSubmit={submit}
      >
        <EmailField form={form} />
        <CurrentPasswordField form={form} name="password" label={f('password')} />
      </AccountForm>
      <ul className="form-links">
        <li>
          <Link href="/auth/forgot-password">{t('forgotPassword')}</Link>
        </li>
        <li>
          {t('noAccount')} <Link href="/auth/signup">{t('signUp')}</Link>
        </li>
      </ul>
    </>
  );
}
