import { describe, expect, it } from '@jest/globals';
import { checkoutKey } from './checkout-key';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('checkout key', () => {
  it('when the same booking asks twice, then the key is the same; another booking gets its own', () => {
    const storage = memoryStorage();
    let made = 0;
    const newKey = () => `key-${(made += 1)}`;
    expect(checkoutKey('booking-1', storage, newKey)).toBe('key-1');
    expect(checkoutKey('booking-1', storage, newKey)).toBe('key-1');
    expect(checkoutKey('booking-2', storage, newKey)).toBe('key-2');
  });

  it('when there is no storage, then a fresh key is made each time', () => {
    let made = 0;
    const newKey = () => `key-${(made += 1)}`;
    expect(checkoutKey('booking-1', null, newKey)).toBe('key-1');
    expect(checkoutKey('booking-1', null, newKey)).toBe('key-2');
  });
});
