/**
 * Passes in a row a payment's reconciliation step may fail before the admin console lists it as
 * one reconciliation could not settle: one failure is usually a provider's passing hiccup that
 * the next pass mends. Reconciliation still tries it at every pass after that.
 */
export const UNSETTLED_AFTER_ATTEMPTS = 3;

const MAX_ERROR_LENGTH = 500;

/** The failure as the console shows it: its message, bounded. */
export function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
