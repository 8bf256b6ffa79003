import { bayStatusOf } from './bay-status-filter';

describe('bayStatusOf', () => {
  it('when the address names a status, then that status is the filter', () => {
    expect(bayStatusOf('live')).toBe('live');
    expect(bayStatusOf('hidden')).toBe('hidden');
  });

  it('when the address names none or an unknown one, then every bay is shown', () => {
    expect(bayStatusOf(undefined)).toBeNull();
    expect(bayStatusOf('deleted')).toBeNull();
  });
});
