'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { browserSessionStore } from '../../session/browser-session';
import { NameFields } from '../auth/account-fields';
import { AccountForm } from '../auth/account-form';
import { useFieldErrorMessage } from '../auth/auth-messages';
import { AUTH_LIMITS, checkName, checkPhone, collectErrors } from '../auth/auth-validation';
import { useFormState } from '../auth/use-form-state';
import { FormField } from '../forms/form-field';
import { saveProfile, type Profile } from './profile';

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useTranslations('AccountPage');
  const f = useTranslations('AuthForm');
  const fieldMessage = useFieldErrorMessage();
  const api = useApiClient();
  const form = useFormState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  });
  const [saved, setSaved] = useState(false);

  async function submit() {
    setSaved(false);
    const { firstName, lastName, phone } = form.values;
    const found = collectErrors({
      firstName: checkName(firstName),
      lastName: checkName(lastName),
      phone: checkPhone(phone),
    });
    const changes = { firstName: firstName.trim(), lastName: lastName.trim(), phone: phone.trim() };
    const done = await form.submit(found, async () => {
      const outcome = await saveProfile(api, browserSessionStore(), changes);
      if (!outcome.ok) return outcome.error;
      onSaved(outcome.profile);
      return null;
    });
    setSaved(done);
  }

  return (
    <AccountForm
      form={form}
      name={{ labelledBy: 'personal-heading' }}
      submitLabel={t('save')}
      sendingLabel={t('saving')}
      onSubmit={() => void submit()}
    >
      <dl className="detail-list">
        <dt>{f('email')}</dt>
        <dd>{profile.email}</dd>
      </dl>
      <NameFields form={form} />
      <FormField
        id="phone"
        type="tel"
        required={false}
        label={f('phone')}
        value={form.values.phone}
        error={fieldMessage(form.errors.phone)}
        autoComplete="tel"
        maxLength={AUTH_LIMITS.phone}
        onChange={form.set('phone')}
      />
      <div role="status">{saved ? <p className="alert alert--success">{t('saved')}</p> : null}</div>
    </AccountForm>
  );
}
