import { queueStateOf } from './queue-state';

describe('the queue state filter', () => {
  it('when the address names a state, then the queue shows that state', () => {
    expect(queueStateOf('submitted')).toBe('submitted');
    expect(queueStateOf('withdrawn')).toBe('withdrawn');
  });

  it('when the address names none or an unknown one, then the queue shows all states', () => {
    expect(queueStateOf(undefined)).toBeNull();
    expect(queueStateOf('pending')).toBeNull();
  });
});
