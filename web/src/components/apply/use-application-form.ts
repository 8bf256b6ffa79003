'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { ConcessionApplication } from '../../http/api-schema';
import { browserSessionStore } from '../../session/browser-session';
import { usePublicConfig } from '../layout/public-config-provider';
import {
  APPLICATION_FIELDS,
  applicationFormData,
  checkApplication,
  emptyApplication,
  fieldOfRefusal,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-form-model';
import { submitApplication } from './applications-api';

/** The id of a field's input in the apply form. */
export const applyFieldId = (field: ApplicationField) => `apply-${field}`;

function focusFirst(found: ApplicationErrors) {
  const first = APPLICATION_FIELDS.find((field) => found[field] !== undefined);
  const id = first === 'pin' ? `${applyFieldId('pin')}-lat` : first && applyFieldId(first);
  if (id !== undefined) document.getElementById(id)?.focus();
}

/**
 * The apply form's values, problems per field and sending with its progress. The emails about the
 * application come in the page's language.
 */
export function useApplicationForm(onSent: (application: ConcessionApplication) => void) {
  const api = useApiClient();
  const language = useLocale();
  const { apiBaseUrl } = usePublicConfig();
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  /** Takes a change, and drops that field's problem: it is being fixed. */
  function change<F extends keyof ApplicationValues>(field: F, value: ApplicationValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'country' ? { taxNumber: undefined } : {}),
    }));
  }

  async function submit() {
    setError(null);
    const found = checkApplication(values);
    setErrors(found);
    const form = applicationFormData(values, language);
    if (Object.keys(found).length > 0 || form === null) return focusFirst(found);
    setSent(0);
    const outcome = await submitApplication(() => applicationFormData(values, language) ?? form, {
      apiBaseUrl,
      token: () => browserSessionStore().getToken(),
      refresh: () => api.refresh(),
      onProgress: setSent,
    });
    setSent(null);
    if (outcome.ok) {
      setValues(emptyApplication());
      return onSent(outcome.data);
    }
    const onFields = fieldOfRefusal(outcome.error);
    setErrors(onFields);
    setError(outcome.error);
    focusFirst(onFields);
  }

  return { values, errors, sending: sent !== null, sentRatio: sent ?? 0, error, change, submit };
}
