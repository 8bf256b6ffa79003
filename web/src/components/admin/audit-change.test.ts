import { changeLines, valueText } from './audit-change';

describe('audit change lines', () => {
  it('when a field changed, then one line holds its value before and after', () => {
    expect(changeLines({ before: { state: 'submitted' }, after: { state: 'approved' } })).toEqual([
      { field: 'state', before: 'submitted', after: 'approved' },
    ]);
  });

  it('when a field is only after, then it has no before (added), and the fields are sorted', () => {
    expect(changeLines({ before: null, after: { reason: 'No PDF', bay_id: 'b1' } })).toEqual([
      { field: 'bay_id', before: null, after: 'b1' },
      { field: 'reason', before: null, after: 'No PDF' },
    ]);
  });

  it('when a field is only before, then it has no after (removed)', () => {
    expect(changeLines({ before: { label: 'A1' }, after: null })).toEqual([
      { field: 'label', before: 'A1', after: null },
    ]);
  });

  it('when values are numbers, flags, lists or objects, then they read as text', () => {
    expect(valueText(1200)).toBe('1200');
    expect(valueText(false)).toBe('false');
    expect(valueText(['hr', 'en'])).toBe('["hr","en"]');
    expect(valueText({ lat: 43.5 })).toBe('{"lat":43.5}');
    expect(valueText(null)).toBe('');
  });
});
