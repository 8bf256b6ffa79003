import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error';
import {
  assertVisibleTo,
  findOwnedOr404,
  requireBayAccess,
  requireOperatorStaff,
  requireRole,
  type Caller,
} from './caller';

const ana: Caller = {
  userId: 'ana',
  email: 'ana@example.com',
  name: '',
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

  describe('bays of an operator', () => {
    const operatorId = '5f0c0d47-0000-4000-8000-000000000001';
    const viewer: Caller = { ...ana, operatorId, bayIds: ['bay-1', 'bay-2'] };
    const employee: Caller = { ...viewer, roles: ['concessionaire', 'employee'] };
    const manager: Caller = { ...viewer, roles: ['concessionaire', 'manager'] };

    it('when a boater asks about a bay, then forbidden, even one that exists', () => {
      expect(codeOf(() => requireBayAccess(ivo, 'bay-1', 'view'))).toBe('forbidden');
      expect(codeOf(() => requireOperatorStaff(ivo))).toBe('forbidden');
    });

    it("when staff ask about another operator's bay, then not found, whatever they may do", () => {
      expect(codeOf(() => requireBayAccess(manager, 'bay-9', 'view'))).toBe('not_found');
      expect(codeOf(() => requireBayAccess(viewer, 'bay-9', 'manage'))).toBe('not_found');
    });

    it('when staff have no operator in their token, then forbidden', () => {
      expect(codeOf(() => requireBayAccess({ ...manager, operatorId: undefined }, 'bay-1', 'view'))).toBe(
        'forbidden',
      );
    });

    it('when a concessionaire views their bay, then allowed; operating or managing it is forbidden', () => {
      expect(requireBayAccess(viewer, 'bay-1', 'view')).toBe(operatorId);
      expect(codeOf(() => requireBayAccess(viewer, 'bay-1', 'operate'))).toBe('forbidden');
      expect(codeOf(() => requireBayAccess(viewer, 'bay-1', 'manage'))).toBe('forbidden');
    });

    it('when an employee operates buoys, then allowed; managing the bay is forbidden', () => {
      expect(requireBayAccess(employee, 'bay-2', 'operate')).toBe(operatorId);
      expect(codeOf(() => requireBayAccess(employee, 'bay-2', 'manage'))).toBe('forbidden');
    });

    it('when a manager manages their bay, then allowed', () => {
      expect(requireBayAccess(manager, 'bay-2', 'manage')).toBe(operatorId);
      expect(requireOperatorStaff(manager)).toBe(operatorId);
    });
  });
});
