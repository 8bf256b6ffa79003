'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { readApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { CheckboxField } from '../forms/checkbox-field';
import { EmailField, NameFields, NewPasswordFields } from './account-fields';
import { AccountForm } from './account-form';
import { useFieldErrorMessage } from './auth-messages';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkRepeat,
  checkTerms,
  collectErrors,
} from './auth-validation';
import { Notice } from './notice';
import { ContinueAsGuest } from './continue-as-guest';
import { useFormState } from './use-form-state';

/**
 * Plain sign-up asks for names, its email filled in when a guest's booking email led here; sign-up
 * from a buoy's QR code carries the code's slug instead.
 */
export type SignUpVariant = { kind: 'plain'; email: string } | { kind: 'qr'; qrKey: string };

const EMPTY = { firstName: '', lastName: '', email: '', password: '', passwordRepeat: '' };
type TextField = keyof typeof EMPTY;

export function SignUpForm({ variant }: { variant: SignUpVariant }) {
  const t = useTranslations('SignUpPage');
  const f = useTranslations('AuthForm');
  const fieldMessage = useFieldErrorMessage();
  const locale = useLocale();
  const api = useApiClient();
  const form = useFormState<TextField, TextField | 'terms'>({
    ...EMPTY,
    email: variant.kind === 'plain' ? variant.email : '',
  });
  const [consents, setConsents] = useState({ terms: false, marketing: false, newsletter: false });
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  const withNames = variant.kind === 'plain';

  async function submit() {
    const { firstName, lastName, email, password, passwordRepeat } = form.values;
    const found = collectErrors({
      firstName: withNames ? checkName(firstName) : undefined,
      lastName: withNames ? checkName(lastName) : undefined,
      email: checkEmail(email),
      password: checkNewPassword(password),
      passwordRepeat: checkRepeat(password, passwordRepeat),
      terms: checkTerms(consents.terms),
    });
    const shared = {
      email: email.trim(),
      password1: password,
      password2: passwordRepeat,
      ...consents,
      language: locale,
    };
    const signedUp = await form.submit(found, async () => {
      const { response, error } =
        variant.kind === 'plain'
          ? await api.POST('/v1/auth/signup', {
              body: { first_name: firstName.trim(), last_name: lastName.trim(), ...shared },
            })
          : await api.POST('/v1/auth/signup-qr', { body: { key: variant.qrKey, ...shared } });
      return response.ok ? null : readApiError(error, withNames ? 'login_failed' : 'signup_failed');
    });
    if (signedUp) setSignedUpAs(shared.email);
  }

  if (signedUpAs !== null) {
    return (
      <>
        <Notice tone="success" title={t('successTitle')} takeFocus>
          <p>{t('successBody', { email: signedUpAs })}</p>
        </Notice>
        {variant.kind === 'qr' ? <ContinueAsGuest qrKey={variant.qrKey} email={signedUpAs} /> : null}
      </>
    );
  }

  return (
    <>
      <AccountForm
        form={form}
        name={{ label: t('formLabel') }}
        submitLabel={t('submit')}
        sendingLabel={t('submitting')}
        // spec §8: a failed sign-up reads "Sign-up failed", whichever default code the server used.
        aliases={{ login_failed: 'signup_failed' }}
        onSubmit={() => void submit()}
      >
        <p className="field__hint">{f('requiredNote')}</p>
        {withNames ? <NameFields form={form} /> : null}
        <EmailField form={form} />
        <NewPasswordFields
          form={form}
          names={['password', 'passwordRepeat']}
          labels={[f('password'), f('passwordRepeat')]}
        />
        <CheckboxField
          id="terms"
          required
          checked={consents.terms}
          error={fieldMessage(form.errors.terms)}
          label={t.rich('terms', {
            link: (chunks) => (
              <Link href="/terms-and-conditions" target="_blank">
                {chunks}
              </Link>
            ),
          })}
          onChange={(terms) => setConsents((current) => ({ ...current, terms }))}
        />
        <CheckboxField
          id="marketing"
          checked={consents.marketing}
          label={t('marketing')}
          onChange={(marketing) => setConsents((current) => ({ ...current, marketing }))}
        />
        <CheckboxField
          id="newsletter"
          checked={consents.newsletter}
          label={t('newsletter')}
          onChange={(newsletter) => setConsents((current) => ({ ...current, newsletter }))}
        />
      </AccountForm>
      <p className="form-links">
        {t('haveAccount')} <Link href="/auth/signin">{t('signIn')}</Link>
      </p>
    </>
  );
}
