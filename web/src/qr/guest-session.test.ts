import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../session/memory-storage';
import { dropGuest, GUEST_SESSION_KEY, keepGuest, readGuest } from './guest-session';

const SESSION = {
  access: 'guest-jwt',
  expires_at: '2026-11-23T10:30:00.000Z',
  guest_id: '7b0c4a52-9d1e-4f7a-8a51-2c9e3f1d6b10',
  phone: '+38591234567',
};
const EXPIRY = Date.parse(SESSION.expires_at);

describe('the walk-up guest session', () => {
  it('when a guest session is kept, then it is read back until its expiry and not after', () => {
    const storage = memoryStorage();
    keepGuest(storage, SESSION, 'ana@example.com');

    expect(readGuest(storage, EXPIRY - 1)?.token).toBe('guest-jwt');
    expect(readGuest(storage, EXPIRY)).toBeNull();
    expect(storage.getItem(GUEST_SESSION_KEY)).toBeNull();
  });

  it('when the account keys are looked at, then the guest token is not among them', () => {
    const storage = memoryStorage();
    keepGuest(storage, SESSION, 'ana@example.com');

    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('when the stored value is damaged or dropped, then no guest is held', () => {
    const storage = memoryStorage();
    storage.setItem(GUEST_SESSION_KEY, '{not json');
    expect(readGuest(storage, 0)).toBeNull();
    keepGuest(storage, SESSION, 'ana@example.com');
    dropGuest(storage);
    expect(readGuest(storage, 0)).toBeNull();
  });
});
