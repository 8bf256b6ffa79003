import type { ConcessionApplication } from '../../http/api-schema';
import { bayLinksOf, isOpen, rejectionReason, STATE_TONES } from './application-state';

type Fields = Pick<ConcessionApplication, 'state' | 'bay_id' | 'reject_reason'>;
const application = (fields: Partial<Fields>): Fields => ({
  state: 'submitted',
  bay_id: null,
  reject_reason: null,
  ...fields,
});

describe('application states', () => {
  it('when an application waits for a decision, then it is open; decided or withdrawn ones are not', () => {
    expect(isOpen(application({}))).toBe(true);
    for (const state of ['approved', 'rejected', 'withdrawn'] as const)
      expect(isOpen(application({ state }))).toBe(false);
  });

  it('when it is approved with a bay, then it links to that bay’s setup and the back office', () => {
    expect(bayLinksOf(application({ state: 'approved', bay_id: 'b-1' }))).toEqual({
      setup: '/concessionaires/b-1/setup',
      backOffice: '/concessionaires/bays',
    });
    expect(bayLinksOf(application({ state: 'submitted' }))).toBeNull();
  });

  it('when it is rejected, then its reason is shown; other states have none', () => {
    expect(rejectionReason(application({ state: 'rejected', reject_reason: 'No PDF' }))).toBe('No PDF');
    expect(rejectionReason(application({ state: 'withdrawn', reject_reason: 'ignored' }))).toBeNull();
  });

  it('when states are shown, then each has its own look', () => {
    expect(new Set(Object.values(STATE_TONES)).size).toBe(4);
  });
});
