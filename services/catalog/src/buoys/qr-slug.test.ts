import { describe, expect, it } from '@jest/globals';
import { qrSlugFor } from './qr-slug';

describe('qrSlugFor', () => {
  it('when a buoy has a numeric label, then its slug is the bay slug and the number', () => {
    expect(qrSlugFor('telascica', '12')).toBe('telascica-12');
  });

  it('when a label has capitals, spaces or punctuation, then they become lower case and single dashes', () => {
    expect(qrSlugFor('hvar-palmizana', ' B 12/a ')).toBe('hvar-palmizana-b-12-a');
  });
});
