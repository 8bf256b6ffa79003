import { describe, expect, it } from '@jest/globals';
import { bookingPreviewPath, heldBookingPath, offersBooking, readPreviewQuery } from './preview-query';

const read = (query: string) => readPreviewQuery(new URLSearchParams(query));

describe('the preview address', () => {
  it('when a night choice is written and read back, then it is the same choice', () => {
    const choice = {
      bay: 'telascica',
      buoy: 'b-1',
      kind: 'night' as const,
      from: '2027-03-27',
      to: '2027-03-29',
    };
    const path = bookingPreviewPath(choice);
    expect(path).toBe('/bookings/preview?bay=telascica&buoy=b-1&kind=night&from=2027-03-27&to=2027-03-29');
    expect(read(path.slice(path.indexOf('?')))).toEqual({ kind: 'choice', choice });
  });

  it('when the map chose tonight without dates, then the address leaves them out for the bay to decide', () => {
    const path = bookingPreviewPath({ bay: 'a', buoy: 'b', kind: 'night', from: '', to: '' });
    expect(path).toBe('/bookings/preview?bay=a&buoy=b&kind=night');
    expect(read('bay=a&buoy=b&kind=night')).toEqual({
      kind: 'choice',
      choice: { bay: 'a', buoy: 'b', kind: 'night', from: '', to: '' },
    });
  });

  it('when an alternative is taken with the boat already picked, then the boat comes along', () => {
    const choice = { bay: 'a', buoy: 'c', kind: 'day' as const, from: '', to: '', boat: 'boat-7' };
    const path = bookingPreviewPath(choice);
    expect(path).toBe('/bookings/preview?bay=a&buoy=c&kind=day&boat=boat-7');
    expect(read(path.slice(path.indexOf('?')))).toEqual({ kind: 'choice', choice });
  });

  it('when the address names a held booking, then the booking is reopened', () => {
    expect(read(heldBookingPath('4b5c').split('?')[1] ?? '')).toEqual({ kind: 'booking', bookingId: '4b5c' });
  });

  it.each([
    ['bay=a&kind=night'],
    ['buoy=b&kind=night'],
    ['bay=a&buoy=b&kind=week'],
    ['bay=a&buoy=b&kind=night&from=2027-02-30'],
    ['bay=a&buoy=b&kind=night&from=27-03-2027'],
    ['bay=a%2F..&buoy=b'],
    ['booking=..%2Fx'],
    ['bay=a&buoy=b&boat=%2F%2Fx'],
  ])('when the address is %s, then it is not a choice the page can show', (query) => {
    expect(read(query)).toEqual({ kind: 'invalid' });
  });
});

describe('which buoys offer Book', () => {
  const digital = { management: 'digital', service_state: 'in_service' } as const;

  it('when signed in, then only a digital buoy available for the stay offers it', () => {
    expect(offersBooking({ ...digital, status: 'available' }, true)).toBe(true);
    expect(offersBooking({ ...digital, status: 'booked' }, true)).toBe(false);
    expect(offersBooking({ ...digital, status: 'stay_not_offered' }, true)).toBe(false);
    expect(offersBooking({ ...digital, service_state: 'restricted', status: 'available' }, true)).toBe(true);
  });

  it('when signed out, then a digital buoy in service offers it, to sign in first', () => {
    expect(offersBooking({ ...digital, status: null }, false)).toBe(true);
    expect(offersBooking({ ...digital, service_state: 'out_of_service', status: null }, false)).toBe(false);
  });

  it('when the buoy is first come or traditional, then it never offers it', () => {
    expect(offersBooking({ management: 'fcfs', service_state: 'in_service', status: null }, false)).toBe(
      false,
    );
    expect(
      offersBooking({ management: 'traditional', service_state: 'in_service', status: 'available' }, true),
    ).toBe(false);
  });
});

describe('the partner embed on the preview address', () => {
  const embed = '3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c';
  const choice = {
    bay: 'lopud',
    buoy: 'b-1',
    kind: 'night' as const,
    from: '2027-03-27',
    to: '2027-03-28',
    embed,
  };

  it('when a choice names an embed, then the address carries it and reads it back', () => {
    const path = bookingPreviewPath(choice);
    expect(path).toContain(`embed=${embed}`);
    expect(read(path.slice(path.indexOf('?')))).toEqual({ kind: 'choice', choice });
  });

  it('when the embed is not uuid-shaped, then it is dropped and the choice still stands', () => {
    const path = bookingPreviewPath({ ...choice, embed: undefined });
    expect(read(`${path.slice(path.indexOf('?'))}&embed=Elafiti%20Tours`)).toEqual({
      kind: 'choice',
      choice: { ...choice, embed: undefined },
    });
  });
});
