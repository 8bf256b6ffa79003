'use client';

import { useRef, useState } from 'react';
import { holdStay, type Refusal } from '../../booking/booking-api';
import { attemptFor, type HoldAttempt } from '../../booking/hold-attempt';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { Booking, Stay } from '../../http/api-schema';

// "Pay and book": one hold per attempt, its Idempotency-Key kept while the same stay is sent
// again (a lost answer), dropped once the attempt has an answer that ends it (held or refused).

export type HoldProblem = { error: ApiError; refusal: Refusal | null };

export function useHoldSubmit(onHeld: (booking: Booking, receivedAt: number) => void) {
  const api = useApiClient();
  const attempt = useRef<HoldAttempt | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<HoldProblem | null>(null);

  async function submit(stay: Stay) {
    const current = attemptFor(attempt.current, stay, () => crypto.randomUUID());
    attempt.current = current;
    setSending(true);
    setProblem(null);
    const outcome = await holdStay(api, stay, current.key);
    setSending(false);
    if (outcome.ok) {
      attempt.current = null;
      onHeld(outcome.data, Date.now());
      return;
    }
    const refusal = 'refusal' in outcome ? outcome.refusal : null;
    // A refusal ends the attempt; a network failure or a 5xx may have held after all: same key.
    if (refusal !== null) attempt.current = null;
    setProblem({ error: outcome.error, refusal });
  }

  return { submit, sending, problem, clearProblem: () => setProblem(null) };
}
