import { describe, expect, it } from '@jest/globals';
import { selectionsComplete } from './preview-check';

describe('the selections before paying', () => {
  it('when a boat is picked and the box is ticked, then the booking may go on', () => {
    expect(selectionsComplete({ boatId: 'boat-1', confirmed: true })).toBe(true);
  });

  it('when no boat is picked, then it may not, even with the box ticked', () => {
    expect(selectionsComplete({ boatId: null, confirmed: true })).toBe(false);
    expect(selectionsComplete({ boatId: '', confirmed: true })).toBe(false);
  });

  it('when the box is not ticked, then it may not, even with a boat', () => {
    expect(selectionsComplete({ boatId: 'boat-1', confirmed: false })).toBe(false);
  });
});
