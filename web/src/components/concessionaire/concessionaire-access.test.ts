import { describe, expect, it } from '@jest/globals';
import type { SessionUser } from '../../session/session-user';
import { concessionaireAccess, mayManage, mayOwnBay } from './concessionaire-access';

const boater: SessionUser = {
  email: 'sailor@example.com',
  firstName: 'Maja',
  lastName: 'Kranjc',
  isSuperuser: false,
  isConcessionaire: false,
  isManager: false,
  isEmployee: false,
  language: 'en',
};

const signedIn = (user: Partial<SessionUser>) =>
  ({ isReady: true, signedIn: true, accessToken: 'token', user: { ...boater, ...user } }) as const;

describe('concessionaireAccess', () => {
  it('when the session has not started yet, then it is still checking', () => {
    expect(concessionaireAccess({ isReady: false, signedIn: false })).toBe('checking');
  });

  it('when nobody is signed in, then the visitor signs in first', () => {
    expect(concessionaireAccess({ isReady: true, signedIn: false })).toBe('sign_in');
  });

  it('when a boater is signed in, then the back office is not theirs', () => {
    expect(concessionaireAccess(signedIn({}))).toBe('not_staff');
  });

  it.each([{ isConcessionaire: true }, { isManager: true }, { isEmployee: true }])(
    'when the profile says %j, then the back office opens',
    (flags) => {
      expect(concessionaireAccess(signedIn(flags))).toBe('staff');
    },
  );
});

describe('mayManage', () => {
  it('when the user is a manager, then they may manage; an employee or a visitor may not', () => {
    expect(mayManage(signedIn({ isConcessionaire: true, isManager: true }))).toBe(true);
    expect(mayManage(signedIn({ isEmployee: true }))).toBe(false);
    expect(mayManage({ isReady: true, signedIn: false })).toBe(false);
  });
});

describe('mayOwnBay', () => {
  it('when the user is the concessionaire or a manager, then the setup is theirs; an employee or a visitor not', () => {
    expect(mayOwnBay(signedIn({ isConcessionaire: true }))).toBe(true);
    expect(mayOwnBay(signedIn({ isManager: true }))).toBe(true);
    expect(mayOwnBay(signedIn({ isEmployee: true }))).toBe(false);
    expect(mayOwnBay({ isReady: true, signedIn: false })).toBe(false);
  });
});
