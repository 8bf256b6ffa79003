import { describe, expect, it } from '@jest/globals';
import { isAppError } from '../errors/app-error';
import { replayOf, requestDigest } from './request-checks';

describe('a retried command', () => {
  const first = { id: 'b1', request_digest: requestDigest({ buoy: 'x', nights: 1 }) };

  it('when the same key comes with the same request, then the first answer is given again', () => {
    expect(replayOf(first, requestDigest({ buoy: 'x', nights: 1 }))).toBe(first);
  });

  it('when the same key comes with another request, then it is refused as a reused key', () => {
    let refused: unknown;
    try {
      replayOf(first, requestDigest({ buoy: 'x', nights: 2 }));
    } catch (error) {
      refused = error;
    }
    expect(isAppError(refused) && refused.code).toBe('idempotency_key_reused');
  });
});
