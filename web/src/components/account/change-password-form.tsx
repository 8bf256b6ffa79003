'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { browserSessionStore } from '../../session/browser-session';
import { changePassword } from '../../session/session-actions';
import { CurrentPasswordField, NewPasswordFields } from '../auth/account-fields';
import { AccountForm } from '../auth/account-form';
import { checkEntered, checkNewPassword, checkRepeat, collectErrors } from '../auth/auth-validation';
import { useFormState } from '../auth/use-form-state';

// The server revokes every other session and hands this one a new access token (stored by changePassword).
export function ChangePasswordForm() {
  const t = useTranslations('AccountPage');
  const f = useTranslations('AuthForm');
  const api = useApiClient();
  const form = useFormState({ currentPassword: '', newPassword: '', newPasswordRepeat: '' });
  const [changed, setChanged] = useState(false);

  async function submit() {
    setChanged(false);
    const { currentPassword, newPassword, newPasswordRepeat } = form.values;
    const found = collectErrors({
      currentPassword: checkEntered(currentPassword),
      newPassword: checkNewPassword(newPassword),
      newPasswordRepeat: checkRepeat(newPassword, newPasswordRepeat),
    });
    const done = await form.submit(found, () =>
      changePassword(api, browserSessionStore(), {
        current_password: currentPassword,
        new_password: newPassword,
        new_password2: newPasswordRepeat,
      }),
    );
    if (done) form.reset();
    setChanged(done);
  }

  return (
    <AccountForm
      form={form}
      name={{ labelledBy: 'password-heading' }}
      submitLabel={t('changePassword')}
      sendingLabel={t('changing')}
      onSubmit={() => void submit()}
    >
      <CurrentPasswordField form={form} name="currentPassword" label={f('currentPassword')} />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordRepeat']}
        labels={[f('newPassword'), f('newPasswordRepeat')]}
      />
      <div role="status">
        {changed ? <p className="alert alert--success">{t('passwordChanged')}</p> : null}
      </div>
    </AccountForm>
  );
}
