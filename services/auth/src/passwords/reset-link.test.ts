import { AppError } from '@moorline/kit';
import { decodeResetUid, encodeResetUid } from './reset-link';

describe('reset link uid', () => {
  it('when a user id is encoded, then decoding gives it back', () => {
    const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const uid = encodeResetUid(userId);
    expect(uid).toHaveLength(22);
    expect(decodeResetUid(uid)).toBe(userId);
  });

  it.each(['', 'abc', 'not-base64-at-all!!', 'D4-tW9nLRp-hZXCGdyiVDg=='])(
    'when the uid is %p, then the token cannot be validated',
    (uid) => {
      expect(() => decodeResetUid(uid)).toThrow(new AppError('token_not_validated'));
    },
  );
});
