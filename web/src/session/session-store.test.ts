import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from './memory-storage';
import { ACCESS_TOKEN_KEY, createSessionStore, readSession, USER_KEY } from './session-store';
import { userFromApi } from './session-user';

const ANA = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Novak',
  isSuperuser: false,
  isConcessionaire: true,
  isManager: false,
  isEmployee: false,
  language: 'sl',
};

describe('session store', () => {
  it('when no token is held, then the visitor is signed out', () => {
    expect(readSession(null, JSON.stringify(ANA), true)).toEqual({ isReady: true, signedIn: false });
  });

  it('when token and user are held, then the user is read with camelCase flags', () => {
    const session = readSession(
      't',
      JSON.stringify({ email: 'a@b.c', firstName: 'Ana', isSuperuser: true }),
      false,
    );
    expect(session).toEqual({
      isReady: false,
      signedIn: true,
      accessToken: 't',
      user: {
        ...ANA,
        email: 'a@b.c',
        lastName: '',
        isSuperuser: true,
        isConcessionaire: false,
        language: '',
      },
    });
  });

  it('when the stored user is not JSON, then the visitor is treated as signed out', () => {
    expect(readSession('t', '{oops', true)).toEqual({ isReady: true, signedIn: false });
  });

  it('when signing in, then access_token and user are stored under the spec keys and listeners hear it', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.signIn('token-1', ANA);
    expect(storage.dump()).toEqual({ [ACCESS_TOKEN_KEY]: 'token-1', [USER_KEY]: JSON.stringify(ANA) });
    expect(heard).toBe(1);
    store.clear();
    expect(storage.dump()).toEqual({});
  });

  it('when nothing changed, then the snapshot is the same object; when ready, a new one', () => {
    const store = createSessionStore(
      memoryStorage({ [ACCESS_TOKEN_KEY]: 't', [USER_KEY]: JSON.stringify(ANA) }),
    );
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    store.markReady();
    expect(store.snapshot()).not.toBe(first);
    expect(store.snapshot().isReady).toBe(true);
  });

  it('when the API answers with a snake_case user, then it becomes the camelCase session user', () => {
    expect(
      userFromApi({
        email: 'ana@example.com',
        first_name: 'Ana',
        last_name: 'Novak',
        phone: '+386 40 000 000',
        is_superuser: false,
        is_concessionaire: true,
        is_manager: false,
        is_employee: false,
        language: 'sl',
      }),
    ).toEqual(ANA);
  });
});
