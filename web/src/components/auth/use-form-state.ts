'use client';

import { useRef, useState } from 'react';
import { errorFromThrown, type ApiError } from '../../http/api-error';
import type { FieldErrors } from './auth-validation';

/**
 * Values, field errors and the server's answer of one account form. `submit` shows the field
 * errors found (focusing the first invalid field, whose id is its name) or else sends, keeping
 * the error the call reports. `K` names what can be invalid, when more than the text fields.
 */
export function useFormState<F extends string, K extends string = F>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: F) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  /** Resolves true when the call went through without an error. */
  async function submit(found: FieldErrors<K>, send: () => Promise<ApiError | null>): Promise<boolean> {
    setError(null);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`#${firstInvalid}`)?.focus();
      return false;
    }
    setSending(true);
    try {
      const failure = await send();
      setError(failure);
      return failure === null;
    } catch (thrown) {
      setError(errorFromThrown(thrown));
      return false;
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, error, formRef, set, submit, reset: () => setValues(initial) };
}

export type FormState = Pick<ReturnType<typeof useFormState>, 'errors' | 'sending' | 'error' | 'formRef'>;
