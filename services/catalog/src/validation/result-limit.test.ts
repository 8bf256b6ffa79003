import { describe, expect, it } from '@jest/globals';
import { resultLimit } from './result-limit';

describe('resultLimit', () => {
  it('when no limit is asked for, then the default applies', () => {
    expect(resultLimit(0, 10, 50)).toBe(10);
  });

  it('when a limit above the maximum is asked for, then the maximum applies', () => {
    expect(resultLimit(7, 10, 50)).toBe(7);
    expect(resultLimit(500, 10, 50)).toBe(50);
  });

  it('when a negative limit is asked for, then the request is invalid', () => {
    expect(() => resultLimit(-1, 10, 50)).toThrow(expect.objectContaining({ code: 'invalid_request' }));
  });
});
