import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error';
import { assertVisibleTo, findOwnedOr404, requireRole, type Caller } from './caller';

const ana: Caller = {
  userId: 'ana',
  email: 'ana@example.com',
  roles: ['concessionaire'],
  bayIds: [],
  tokenId: 't1',
  expiresAt: new Date('2027-01-01T00:00:00Z'),
};
const ivo: Caller = { ...ana, userId: 'ivo', email: 'ivo@example.com', roles: [] };

function codeOf(check: () => unknown) {
  try {
    check();
    return 'passed';
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected: ${String(error)}`;
  }
}

describe('caller checks', () => {
  it('when the caller lacks the role, then forbidden; with it, the check passes', () => {
    expect(codeOf(() => requireRole(ivo, 'concessionaire'))).toBe('forbidden');
    expect(codeOf(() => requireRole(ana, 'concessionaire'))).toBe('passed');
    expect(codeOf(() => requireRole(ana, 'superuser'))).toBe('forbidden');
  });

  it("when someone asks for another user's object, then it is not found, as for a visitor", () => {
    expect(codeOf(() => assertVisibleTo(ivo, 'ana'))).toBe('not_found');
    expect(codeOf(() => assertVisibleTo(undefined, 'ana'))).toBe('not_found');
    expect(codeOf(() => assertVisibleTo(ana, 'ana'))).toBe('passed');
  });

  it('when the row is missing or not the caller’s, then not_found; when it is theirs, the row', () => {
    const boat = { id: 'b1', ownerId: 'ana' };
    const ownerOf = (row: typeof boat) => row.ownerId;
    expect(codeOf(() => findOwnedOr404(ana, undefined, ownerOf))).toBe('not_found');
    expect(codeOf(() => findOwnedOr404(ivo, boat, ownerOf))).toBe('not_found');
    expect(findOwnedOr404(ana, boat, ownerOf)).toBe(boat);
  });
});
