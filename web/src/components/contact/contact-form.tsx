'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import { FormField } from '../forms/form-field';
import {
  CONTACT_LIMITS,
  contactOutcome,
  validateContact,
  type ContactError,
  type ContactErrors,
  type ContactField as FieldName,
  type ContactFields,
  type ContactOutcome,
} from './contact-validation';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

type Status = 'idle' | 'sending' | ContactOutcome;

export function ContactForm() {
  const t = useTranslations('ContactForm');
  const locale = useLocale();
  const api = useApiClient();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  function message(error: ContactError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.key === 'messageTooShort') return t('messageTooShort', { min: error.min });
    if (error.key === 'tooLong') return t('tooLong', { max: error.max });
    return t(error.key);
  }

  function update(name: FieldName) {
    return (value: string) => setFields((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      setStatus('idle');
      formRef.current?.querySelector<HTMLElement>(`#${firstInvalid}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const payload = {
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        // Tells support which language to answer in.
        language: locale,
      };
      const { response, error } = await api.POST('/v1/contact', { body: payload });
      const outcome = contactOutcome(response.status, error);
      setStatus(outcome);
      if (outcome === 'sent') setFields(EMPTY);
    } catch {
      setStatus('failed');
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      className="form"
      aria-label={t('formLabel')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="field__hint">{t('requiredNote')}</p>
      {hasErrors ? (
        <p role="alert" className="alert alert--error">
          {t('errorSummary')}
        </p>
      ) : null}
      <FormField
        id="name"
        label={t('name')}
        value={fields.name}
        error={message(errors.name)}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        onChange={update('name')}
      />
      <FormField
        id="email"
        type="email"
        label={t('email')}
        value={fields.email}
        error={message(errors.email)}
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        onChange={update('email')}
      />
      <FormField
        id="subject"
        label={t('subject')}
        value={fields.subject}
        error={message(errors.subject)}
        autoComplete="off"
        maxLength={CONTACT_LIMITS.subject}
        onChange={update('subject')}
      />
      <FormField
        id="message"
        multiline
        label={t('message')}
        value={fields.message}
        error={message(errors.message)}
        autoComplete="off"
        maxLength={CONTACT_LIMITS.message}
        onChange={update('message')}
      />
      <div role="status">
        {status === 'sent' ? <p className="alert alert--success">{t('success')}</p> : null}
      </div>
      <div role="alert">
        {status === 'limitExceeded' ? (
          <div className="alert alert--error">
            <p className="alert__title">{t('limitExceeded')}</p>
            <p>{t('limitExceededHelp')}</p>
          </div>
        ) : null}
        {status === 'failed' ? (
          <div className="alert alert--error">
            <p className="alert__title">{t('genericError')}</p>
            <p>{t('genericErrorHelp')}</p>
          </div>
        ) : null}
      </div>
      <div>
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
