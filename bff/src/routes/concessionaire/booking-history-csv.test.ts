import { describe, expect, it } from '@jest/globals';
import type { BayBookingJson } from './booking-backoffice-json';
import { csvCell, csvFileName, csvStyle, decimalAmount } from './booking-history-csv';

const booking: BayBookingJson = {
  booking_id: '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5',
  from_date: '2026-06-01',
  to_date: '2026-06-02',
  buoy_id: 'b1',
  buoy_label: '7',
  registration_number: 'ST 1234',
  boat_name: 'Bura; the second',
  stay_kind: 'night',
  status: 'completed',
  channel: 'walk_up',
  amount: { amount_minor: 8050, currency: 'EUR' },
  // 12:30 UTC is 14:30 in Zagreb in June.
  checked_in_at: '2026-06-01T12:30:00.000Z',
  invoice: { invoice_id: 'i1', number: 'POL-2026-000042', issued_at: '2026-05-30T22:15:00.000Z' },
  cancelled_at: null,
  cancelled_by: null,
  refund: null,
  cancel_reason: null,
  credit_note: null,
};

const cancelledByTheBay: BayBookingJson = {
  ...booking,
  status: 'cancelled',
  checked_in_at: null,
  // 05:40 UTC is 07:40 in Zagreb in June.
  cancelled_at: '2026-05-31T05:40:00.000Z',
  cancelled_by: 'operator',
  cancel_reason: 'weather',
  refund: { amount_minor: 8050, currency: 'EUR' },
  credit_note: { invoice_id: 'c1', number: 'POL-2026-000051', issued_at: '2026-05-31T05:41:00.000Z' },
};

describe('the history CSV', () => {
  it('when a cell is plain, then it is written as is', () => {
    expect(csvCell('ST 1234')).toBe('ST 1234');
    expect(csvCell('Šipan')).toBe('Šipan');
  });

  it('when a cell holds a quote, the separator or a line break, then it is quoted with quotes doubled', () => {
    expect(csvCell('Bura, the second')).toBe('"Bura, the second"');
    expect(csvCell('Bura; the second')).toBe('Bura; the second');
    expect(csvCell('Bura; the second', ';')).toBe('"Bura; the second"');
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

  it('when no language is asked, then the file is for programs: the JSON’s names and values, ISO times', () => {
    const style = csvStyle(undefined, 'Europe/Zagreb');
    expect(style.header()).toBe(
      'booking_id,from_date,to_date,buoy_label,registration_number,boat_name,stay_kind,status,' +
        'channel,amount,currency,invoice_number,paid_at,checked_in_at,cancelled_at,cancelled_by,' +
        'cancel_reason,refund,credit_note_number\r\n',
    );
    expect(style.row(booking)).toBe(
      `${booking.booking_id},2026-06-01,2026-06-02,7,ST 1234,Bura; the second,night,completed,walk_up,` +
        '80.50,EUR,POL-2026-000042,2026-05-30T22:15:00.000Z,2026-06-01T12:30:00.000Z,,,,,\r\n',
    );
  });

  it('when asked in Croatian, then Croatian words, a decimal comma, `;` between cells and dates as Croatians write them, in bay time', () => {
    const style = csvStyle('hr', 'Europe/Zagreb');
    expect(style.header().split(';').slice(0, 3)).toEqual(['Rezervacija', 'Dolazak', 'Odlazak']);
    expect(style.row(booking)).toBe(
      `${booking.booking_id};01.06.2026;02.06.2026;7;ST 1234;"Bura; the second";Noćenje;Završena;` +
        'Na plutači (QR);80,50;EUR;POL-2026-000042;31.05.2026 00:15;01.06.2026 14:30;;;;;\r\n',
    );
  });

  it('when asked in Italian or English, then each writes its own date order and decimal mark', () => {
    const plain = { ...booking, boat_name: 'Bura' };
    const italian = csvStyle('it', 'Europe/Rome').row(plain).split(';');
    expect([italian[1], italian[9], italian[13]]).toEqual(['01/06/2026', '80,50', '01/06/2026 14:30']);
    const english = csvStyle('en', 'Europe/Zagreb');
    expect(english.header().startsWith('Booking,Arrival,Departure,')).toBe(true);
    const cells = english.row(plain).split(',');
    expect([cells[1], cells[6], cells[9]]).toEqual(['2026-06-01', 'Night stay', '80.50']);
  });

  it('when a booking has no invoice or check-in yet, then those cells are empty in every style', () => {
    const open = { ...booking, invoice: null, checked_in_at: null };
    expect(csvStyle('sl', 'Europe/Ljubljana').row(open).endsWith(';;;;;;;;\r\n')).toBe(true);
    expect(csvStyle(undefined, 'Europe/Ljubljana').row(open).endsWith(',,,,,,,,\r\n')).toBe(true);
  });

  it('when the bay cancelled a booking, then the file says when, by whom, why, the refund and the credit note', () => {
    expect(csvStyle(undefined, 'Europe/Zagreb').row(cancelledByTheBay)).toBe(
      `${booking.booking_id},2026-06-01,2026-06-02,7,ST 1234,Bura; the second,night,cancelled,walk_up,` +
        '80.50,EUR,POL-2026-000042,2026-05-30T22:15:00.000Z,,2026-05-31T05:40:00.000Z,operator,weather,' +
        '80.50,POL-2026-000051\r\n',
    );
    const croatian = csvStyle('hr', 'Europe/Zagreb').row(cancelledByTheBay).split(';');
    expect(croatian[8]).toBe('Otkazana'); // the boat's name holds a quoted ';'
    expect(croatian.slice(-5)).toEqual([
      '31.05.2026 07:40',
      'Uvala',
      'Vremenski uvjeti',
      '80,50',
      'POL-2026-000051\r\n',
    ]);
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
