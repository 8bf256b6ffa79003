'use client';

import { useLocale } from 'next-intl';
import { useRef, useState } from 'react';
import { attemptFor, type HoldAttempt } from '../../booking/hold-attempt';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { CheckedIn, HoldRefusal } from '../../http/api-schema';
import { isLocale } from '../../i18n/locales';
import { checkInBody } from '../../qr/check-in-body';
import { checkIn } from '../../qr/qr-api';
import type { FlowChoice } from '../../qr/qr-flow';

// "Check in" / "Check in and pay": one Idempotency-Key per attempt, kept while the same check-in
// is sent again after a lost answer, as the booking preview's hold does (ARCHITECTURE §4).

export type CheckInProblem = { error: ApiError; refusal: HoldRefusal | null };

export function useCheckIn(onDone: (answer: CheckedIn, receivedAt: number) => void) {
  const api = useApiClient();
  const locale = useLocale();
  const attempt = useRef<HoldAttempt | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<CheckInProblem | null>(null);

  async function submit(choice: FlowChoice, boatId: string) {
    const body = checkInBody(choice, boatId, isLocale(locale) ? locale : 'en');
    const current = attemptFor(attempt.current, body, () => crypto.randomUUID());
    attempt.current = current;
    setSending(true);
    setProblem(null);
    const outcome = await checkIn(api, body, current.key);
    setSending(false);
    if (outcome.ok) {
      attempt.current = null;
      onDone(outcome.data, Date.now());
      return;
    }
    // A refusal ends the attempt; no answer (network, 5xx) may have checked in after all: same key.
    if (outcome.error.code !== 'network_error' && outcome.error.code !== 'unavailable')
      attempt.current = null;
    setProblem({ error: outcome.error, refusal: 'refusal' in outcome ? outcome.refusal : null });
  }

  return { submit, sending, problem };
}
