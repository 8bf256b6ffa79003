import { describe, expect, it } from '@jest/globals';
import { csvCell, csvFileName, decimalAmount } from './booking-history-csv';

describe('the history CSV', () => {
  it('when a cell is plain, then it is written as is', () => {
    expect(csvCell('ST 1234')).toBe('ST 1234');
    expect(csvCell('Šipan')).toBe('Šipan');
  });

  it('when a cell holds a quote, a comma or a line break, then it is quoted with quotes doubled', () => {
    expect(csvCell('Bura, the second')).toBe('"Bura, the second"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('when a cell starts as a formula would, then an apostrophe defuses it', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('when an amount is written, then in the currency’s own decimals', () => {
    expect(decimalAmount(8050, 'EUR')).toBe('80.50');
    expect(decimalAmount(0, 'EUR')).toBe('0.00');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
  });

  it('when the file is named, then after the bay and the range, safe for a header', () => {
    expect(csvFileName('polace', { from: '2026-06-01', to: '2026-06-30' })).toBe(
      'polace-bookings-2026-06-01-to-2026-06-30.csv',
    );
    expect(csvFileName('polace', { from: '2026-06-01' })).toBe('polace-bookings-from-2026-06-01.csv');
    expect(csvFileName('polace', { to: '2026-06-30' })).toBe('polace-bookings-to-2026-06-30.csv');
    expect(csvFileName('po"lace', {})).toBe('po_lace-bookings.csv');
  });
});
