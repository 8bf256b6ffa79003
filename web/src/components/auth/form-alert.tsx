'use client';

import type { ApiError } from '../../http/api-error';
import { useAuthErrorMessage, type ErrorAliases } from './auth-messages';

type Props = {
  /** The summary of client-side field errors, shown instead of the server's answer. */
  summary: string | null;
  error: ApiError | null;
  aliases?: ErrorAliases;
};

// The form's problem in one live region, mounted from the start so that a new message is read out.
export function FormAlert({ summary, error, aliases }: Props) {
  const message = useAuthErrorMessage();
  const text = summary ?? (error ? message(error, aliases) : null);
  return <div role="alert">{text === null ? null : <p className="alert alert--error">{text}</p>}</div>;
}
