import { describe, expect, it } from '@jest/globals';
import { selectionsComplete } from './preview-check';

const all = { boatId: 'boat-1', confirmed: true, termsAccepted: true };

describe('the selections before paying', () => {
  it('when a boat is picked, the box is ticked and the terms accepted, then the booking may go on', () => {
    expect(selectionsComplete(all)).toBe(true);
  });

  it('when no boat is picked, then it may not, even with both boxes ticked', () => {
    expect(selectionsComplete({ ...all, boatId: null })).toBe(false);
    expect(selectionsComplete({ ...all, boatId: '' })).toBe(false);
  });

  it('when the confirmation box is not ticked, then it may not, even with a boat', () => {
    expect(selectionsComplete({ ...all, confirmed: false })).toBe(false);
  });

  it('when the terms are not accepted, then it may not (spec §5: terms again at payment)', () => {
    expect(selectionsComplete({ ...all, termsAccepted: false })).toBe(false);
  });
});
