'use client';

import { useTranslations } from 'next-intl';
import type { ConcessionApplication } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { useAuthErrorMessage } from '../auth/auth-messages';
import { FormField } from '../forms/form-field';
import { SelectField } from '../forms/select-field';
import { APPLICATION_COUNTRIES, TEXT_LIMITS, type FieldProblem } from './application-form-model';
import { DocumentField } from './document-field';
import { PinPicker } from './pin-picker';
import { applyFieldId, useApplicationForm } from './use-application-form';

// The concession application (issue 27 item 1): company, concession, bay and contact, each
// problem under its field (the server's refusals too, with the catalogue's message).
export function ApplicationForm({ onSent }: { onSent: (application: ConcessionApplication) => void }) {
  const t = useTranslations('ApplyPage');
  const codeMessage = useAuthErrorMessage();
  const form = useApplicationForm(onSent);
  const { values, errors, change } = form;
  const say = (problem: FieldProblem | undefined) =>
    problem === undefined
      ? undefined
      : 'key' in problem
        ? t(problem.key)
        : codeMessage({ code: problem.code, text: null });
  const onFields = Object.values(errors).some((problem) => problem !== undefined);
  const text = (
    field: 'companyName' | 'registeredAddress' | 'concessionNumber' | 'bayName',
    autoComplete: string,
  ) => (
    <FormField
      id={applyFieldId(field)}
      label={t(field)}
      value={values[field]}
      error={say(errors[field])}
      autoComplete={autoComplete}
      maxLength={TEXT_LIMITS[field]}
      onChange={(value) => change(field, value)}
    />
  );
  return (
    <form
      className="apply-form"
      aria-labelledby="apply-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 id="apply-form-heading">{t('formHeading')}</h2>
      <fieldset className="apply-form__group">
        <legend>{t('companyHeading')}</legend>
        <p className="field__hint">{t('companyHint')}</p>
        {text('companyName', 'organization')}
        {text('registeredAddress', 'street-address')}
        <div className="apply-form__row">
          <SelectField
            id={applyFieldId('country')}
            label={t('country')}
            placeholder={t('chooseCountry')}
            value={values.country}
            options={APPLICATION_COUNTRIES.map((code) => ({ value: code, label: t(`country${code}`) }))}
            error={say(errors.country)}
            onChange={(value) => change('country', value)}
          />
          <FormField
            id={applyFieldId('taxNumber')}
            label={t('taxNumber')}
            hint={values.country === '' ? t('taxHintNone') : t(`taxHint${values.country}`)}
            value={values.taxNumber}
            error={say(errors.taxNumber)}
            autoComplete="off"
            maxLength={20}
            onChange={(value) => change('taxNumber', value)}
          />
        </div>
      </fieldset>
      <fieldset className="apply-form__group">
        <legend>{t('concessionHeading')}</legend>
        {text('concessionNumber', 'off')}
        <div className="apply-form__row">
          {(['validFrom', 'validUntil'] as const).map((field) => (
            <FormField
              key={field}
              id={applyFieldId(field)}
              label={t(field)}
              type="date"
              value={values[field]}
              error={say(errors[field])}
              autoComplete="off"
              maxLength={10}
              onChange={(value) => change(field, value)}
            />
          ))}
        </div>
        <DocumentField
          id={applyFieldId('document')}
          file={values.document}
          error={say(errors.document)}
          onChange={(file) => change('document', file)}
        />
      </fieldset>
      <fieldset className="apply-form__group">
        <legend>{t('bayHeading')}</legend>
        {text('bayName', 'off')}
        <PinPicker
          id={applyFieldId('pin')}
          pin={values.pin}
          error={say(errors.pin)}
          onChange={(pin) => change('pin', pin)}
        />
      </fieldset>
      <fieldset className="apply-form__group">
        <legend>{t('contactHeading')}</legend>
        <FormField
          id={applyFieldId('contactPhone')}
          label={t('contactPhone')}
          type="tel"
          hint={t('phoneHint')}
          value={values.contactPhone}
          error={say(errors.contactPhone)}
          autoComplete="tel"
          maxLength={25}
          onChange={(value) => change('contactPhone', value)}
        />
      </fieldset>
      <FormAlert summary={onFields ? t('fixFields') : null} error={form.error} />
      <button type="submit" className="button" disabled={form.sending}>
        {form.sending ? t('sending', { percent: Math.round(form.sentRatio * 100) }) : t('submit')}
      </button>
    </form>
  );
}
