import { AppError } from '@moorline/kit';

/** How a call ended, as a test compares it: 'ok', the catalogue code it failed with, or what else it threw. */
export async function errorCodeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}
