'use client';

import { useRef, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Boat, BoatDetails } from '../../http/api-schema';
import { addBoat, replaceBoat, type BoatOutcome } from './fleet-api';
import {
  BOAT_FIELDS,
  boatDetailsOf,
  FIELD_OF_VALUE,
  checkBoatForm,
  fieldErrorsOfAnswer,
  type BoatField,
  type BoatFieldErrors,
  type BoatFormKind,
  type BoatFormValues,
} from './boat-form-model';

/** The id of a field's input inside one boat form. */
export const boatFieldId = (prefix: string, field: BoatField) => `${prefix}-${field}`;

/**
 * Values, field errors and the server's answer of one boat form. Adding sends an idempotency key
 * that stays the same while the details do, so a retry after a lost answer adds the boat once.
 */
export function useBoatForm(
  initial: BoatFormValues,
  boatId: string | null,
  idPrefix: string,
  kind: BoatFormKind = 'full',
) {
  const api = useApiClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BoatFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  /** Takes the changes, and drops the errors of the fields they touch: those are being fixed. */
  function change(changes: Partial<BoatFormValues>) {
    setValues((current) => ({ ...current, ...changes }));
    const touched = Object.entries(FIELD_OF_VALUE)
      .filter(([value]) => value in changes)
      .map(([, field]) => field);
    setErrors((current) => {
      const kept: BoatFieldErrors = {};
      for (const field of BOAT_FIELDS) {
        const error = current[field];
        if (error && !touched.includes(field)) kept[field] = error;
      }
      return kept;
    });
  }

  function send(details: BoatDetails): Promise<BoatOutcome> {
    if (boatId !== null) return replaceBoat(api, boatId, details);
    const body = JSON.stringify(details);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    return addBoat(api, details, attempt.current.key);
  }

  function focusFirst(found: BoatFieldErrors) {
    const first = BOAT_FIELDS.find((field) => found[field] !== undefined);
    if (first !== undefined) document.getElementById(boatFieldId(idPrefix, first))?.focus();
  }

  /** Resolves the saved boat, or null when a check or the server refused it. */
  async function submit(): Promise<Boat | null> {
    setError(null);
    const found = checkBoatForm(values, kind);
    setErrors(found);
    const details = boatDetailsOf(values);
    if (Object.keys(found).length > 0 || details === null) {
      focusFirst(found);
      return null;
    }
    setSending(true);
    const outcome = await send(details);
    setSending(false);
    if (outcome.ok) return outcome.boat;
    const onFields = fieldErrorsOfAnswer(outcome.error, values.asNew);
    setErrors(onFields);
    setError(outcome.error);
    focusFirst(onFields);
    return null;
  }

  return { values, errors, sending, error, change, submit };
}

export type BoatFormState = ReturnType<typeof useBoatForm>;
