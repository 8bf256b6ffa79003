import { describe, expect, it } from '@jest/globals';
import { parseStoredSession } from './use-stored-session';

describe('parseStoredSession', () => {
  it('when no token is held, then the visitor is signed out', () => {
    expect(parseStoredSession(null, '{"email":"a@b.c"}')).toEqual({ signedIn: false });
  });

  it('when token and user are held, then the user flags are read', () => {
    const session = parseStoredSession(
      't',
      JSON.stringify({ email: 'a@b.c', firstName: 'Ana', isSuperuser: true }),
    );
    expect(session).toEqual({
      signedIn: true,
      user: { email: 'a@b.c', firstName: 'Ana', lastName: '', isSuperuser: true, isConcessionaire: false },
    });
  });

  it('when the stored user is not JSON, then the visitor is treated as signed out', () => {
    expect(parseStoredSession('t', '{oops')).toEqual({ signedIn: false });
  });
});
