import type { SessionUser } from '../../session/session-user';
import { adminAccess } from './admin-access';

const user = (isSuperuser: boolean): SessionUser => ({
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  isSuperuser,
  isConcessionaire: true,
  isManager: true,
  isEmployee: false,
  language: 'en',
});

describe('admin console access', () => {
  it('when the session is not ready, then it is still checking', () => {
    expect(adminAccess({ isReady: false, signedIn: false })).toBe('checking');
  });

  it('when nobody is signed in, then they sign in first', () => {
    expect(adminAccess({ isReady: true, signedIn: false })).toBe('sign_in');
  });

  it('when the user is a superuser, then they are in; anyone else, an operator too, is refused', () => {
    expect(adminAccess({ isReady: true, signedIn: true, accessToken: 't', user: user(true) })).toBe('admin');
    expect(adminAccess({ isReady: true, signedIn: true, accessToken: 't', user: user(false) })).toBe(
      'forbidden',
    );
  });
});
