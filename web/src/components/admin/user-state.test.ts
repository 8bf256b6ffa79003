import { emailQueryOf, userActionsOf } from './user-state';

describe('emailQueryOf', () => {
  it('when fewer than two characters are typed, then nothing is searched', () => {
    expect(emailQueryOf(' a ')).toBeNull();
  });

  it('when enough is typed, then the trimmed text is searched', () => {
    expect(emailQueryOf('  boater@ ')).toBe('boater@');
  });
});

describe('userActionsOf', () => {
  it('when the account is verified and unlocked, then it may be locked and is sent nothing', () => {
    expect(userActionsOf({ locked_at: null, email_verified_at: '2026-01-01T00:00:00Z' })).toEqual({
      lock: 'lock',
      resend: false,
    });
  });

  it('when the account is locked and unverified, then it may be unlocked and sent the link again', () => {
    expect(userActionsOf({ locked_at: '2026-01-02T00:00:00Z', email_verified_at: null })).toEqual({
      lock: 'unlock',
      resend: true,
    });
  });
});
