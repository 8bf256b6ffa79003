'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { AUTH_LIMITS, checkEmail, checkName, collectErrors, type FieldErrors } from '../auth/auth-validation';
import { useFieldErrorMessage } from '../auth/auth-messages';
import { FormAlert } from '../auth/form-alert';
import { FormField } from '../forms/form-field';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import { isLocale } from '../../i18n/locales';
import { Link, useRouter } from '../../i18n/navigation';
import { takeSignedUpEmail } from '../../qr/signed-up-email';
import { checkGuestPhone } from '../../qr/phone-number';
import { keepGuestDetails, keptGuestDetails, type GuestDetails } from '../../qr/guest-details-draft';
import { tabStorage } from '../../qr/guest-session';
import { qrStepPath, readFlowChoice } from '../../qr/qr-flow';
import { startGuestSession } from '../../qr/qr-api';
import { useQrCaller } from './qr-caller';
import { Checking } from './qr-problem';
import './qr.css';

// /{locale}/qr/m/{slug}/personal-details (issue 14 item 5): a walk-up without an account gives
// name, email and phone (with its country code), and gets a guest token for 30 minutes. The
// booking is tied to the email: signing up with it later shows it in My Bookings. It comes after
// the location and the stay (issue 28 item 4), which it carries on to the boat; what was typed is
// kept in the tab for Back.

type Values = GuestDetails;
type Field = keyof Values;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '' };

function checkAll(values: Values): FieldErrors<Field> {
  return collectErrors<Field>({
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmail(values.email),
    phone: checkGuestPhone(values.phone),
  });
}

const MAX_LENGTH: Record<Field, number> = {
  firstName: AUTH_LIMITS.name,
  lastName: AUTH_LIMITS.name,
  email: AUTH_LIMITS.email,
  phone: AUTH_LIMITS.phone,
};

export function GuestDetailsForm({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  const f = useTranslations('AuthForm');
  const errorText = useFieldErrorMessage();
  const locale = useLocale();
  const api = useApiClient();
  const router = useRouter();
  const { caller, keepGuest } = useQrCaller();
  const choice = readFlowChoice(new URLSearchParams(useSearchParams().toString()));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  useEffect(() => {
    const kept = keptGuestDetails(tabStorage());
    if (kept !== null) setValues(kept);
    // Just signed up from this code: the same email, so the booking joins the new account later.
    const email = takeSignedUpEmail();
    if (email === null) return;
    setSignedUp(true);
    setValues((current) => ({ ...current, email }));
  }, []);

  if (caller.kind === 'checking') return <Checking />;
  if (caller.kind === 'account')
    return (
      <div className="qr-step">
        <p className="alert" role="status">
          {t('alreadySignedIn', { email: caller.email })}
        </p>
        <Link className="button qr-button" href={qrStepPath(slug, 'periods')}>
          {t('checkIn')}
        </Link>
      </div>
    );

  const field = (
    name: Field,
    label: string,
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
    hint?: string,
  ) => (
    <FormField
      id={`qr-${name}`}
      label={label}
      type={type}
      hint={hint}
      value={values[name]}
      error={errorText(errors[name])}
      maxLength={MAX_LENGTH[name]}
      autoComplete={autoComplete}
      onChange={(text) => setValues((current) => ({ ...current, [name]: text }))}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAll(values);
    setErrors(found);
    setError(null);
    const first = Object.keys(found)[0];
    if (first !== undefined) return document.getElementById(`qr-${first}`)?.focus();
    setSending(true);
    keepGuestDetails(tabStorage(), values);
    const email = values.email.trim();
    const outcome = await startGuestSession(api, {
      key: slug,
      email,
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      phone: values.phone.trim(),
      language: isLocale(locale) ? locale : 'en',
    });
    setSending(false);
    if (!outcome.ok) return setError(outcome.error);
    keepGuest(outcome.data, email);
    router.push(choice === null ? qrStepPath(slug, 'periods') : qrStepPath(slug, 'boat-details', choice));
  }

  return (
    <div className="qr-step">
      <h1>{t('detailsTitle')}</h1>
      {signedUp ? (
        <p className="alert alert--success" role="status">
          {t('afterSignUp')}
        </p>
      ) : null}
      <p>{t('detailsLead')}</p>
      <form className="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert summary={null} error={error} />
        {field('firstName', f('firstName'), 'text', 'given-name')}
        {field('lastName', f('lastName'), 'text', 'family-name')}
        {field('email', f('email'), 'email', 'email')}
        {field('phone', t('phone'), 'tel', 'tel', t('phoneHint'))}
        <p className="qr-actions">
          <button type="submit" className="button qr-button" disabled={sending}>
            {sending ? t('sending') : t('continue')}
          </button>
        </p>
      </form>
    </div>
  );
}
