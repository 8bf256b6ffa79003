import { AppError } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';

export interface QrLookupLimit {
  /** Look-ups one client address may make in a window. */
  perAddress: number;
  windowMs: number;
}

// Codes are `<bay>-<label>` and printed on buoys, so they are no secret; the limit only stops a
// client from walking through every code of every bay in seconds (issue 26 item 4). It is counted
// in each BFF process: a few replicas multiply it, which still keeps a sweep slow.
export const defaultQrLookupLimit: QrLookupLimit = { perAddress: 60, windowMs: 10 * 60 * 1000 };

// Addresses are forgotten once their window has passed; the sweep runs when the table grows.
const SWEEP_AT_ADDRESSES = 10_000;

interface Window {
  startedAt: number;
  count: number;
}

/**
 * An `onRequest` hook shared by every route that tells whether a QR code exists (the walk-up
 * look-up and the guest session): past the limit the address is 429 `too_many_requests`, with
 * Retry-After, until its window has passed.
 */
export function qrLookupLimiter({ perAddress, windowMs }: QrLookupLimit, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const sweep = (at: number) => {
    for (const [address, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(address);
  };
  return async (request: FastifyRequest): Promise<void> => {
    const at = now();
    const window = windows.get(request.ip);
    if (window === undefined || at - window.startedAt >= windowMs) {
      if (windows.size >= SWEEP_AT_ADDRESSES) sweep(at);
      windows.set(request.ip, { startedAt: at, count: 1 });
      return;
    }
    if (window.count >= perAddress) throw new AppError('too_many_requests');
    window.count += 1;
  };
}

export type QrLookupHook = ReturnType<typeof qrLookupLimiter>;
