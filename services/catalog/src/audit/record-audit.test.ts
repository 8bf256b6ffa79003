import { describe, expect, it } from '@jest/globals';
import type { Caller } from '@moorline/kit';
import { actorRoleOf, changedFields } from './record-audit';

const caller = (roles: Caller['roles']): Caller => ({
  userId: 'u',
  email: 'e@example.com',
  name: '',
  roles,
  bayIds: [],
  tokenId: 't',
  expiresAt: new Date(0),
});

describe('audit entries', () => {
  it('when only some fields change, then before and after hold just those, arrays and nested values compared by content', () => {
    const before = { price: 8000, hulls: ['mono'], pin: { lat: 1, lon: 2 }, name: 'Cove' };
    const after = { price: 9000, hulls: ['mono'], pin: { lat: 1, lon: 3 }, name: 'Cove' };
    expect(changedFields(before, after)).toEqual({
      before: { price: 8000, pin: { lat: 1, lon: 2 } },
      after: { price: 9000, pin: { lat: 1, lon: 3 } },
    });
  });

  it('when a field appears or disappears, then the missing side says null', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({
      before: { a: 1, b: null },
      after: { a: null, b: 2 },
    });
  });

  it('when the actor has several roles, then the highest is logged; a boater is a user', () => {
    expect(actorRoleOf(caller(['manager', 'superuser']))).toBe('superuser');
    expect(actorRoleOf(caller(['employee', 'concessionaire']))).toBe('concessionaire');
    expect(actorRoleOf(caller(['employee']))).toBe('employee');
    expect(actorRoleOf(caller([]))).toBe('user');
  });
});
