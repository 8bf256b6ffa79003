import { describe, expect, it } from '@jest/globals';
import { returnPathIn, safeReturnPath, signInPath, signInPathHere } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/en/bookings/preview?bay=telascica&buoy=b1&kind=night&from=2027-06-01&to=2027-06-02'],
    ['/sl/map'],
    ['/it'],
    ['/hr/dashboard/fleet#add'],
  ])('when next is the same-origin path %s, then it is followed as it is', (next) => {
    expect(safeReturnPath(next)).toBe(next);
  });

  it('when next walks up inside a locale, then the normalised path is followed', () => {
    expect(safeReturnPath('/en/map/../bookings/preview?x=1')).toBe('/en/bookings/preview?x=1');
  });

  it.each([
    ['//evil.example/en/map'],
    ['https://evil.example/en/map'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/en\\..\\..\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/en/\n/x'],
    ['/en/\u007f/x'],
    [' /en/map'],
    ['/en/..//evil.example'],
    ['/en/../../evil.example'],
    ['/%2e%2e//evil.example'],
    ['en/map'],
    ['/de/map'],
    ['/map'],
    ['/english/map'],
    [''],
  ])('when next is %j, then it is refused', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('when next is longer than any address of ours, then it is refused', () => {
    expect(safeReturnPath(`/en/${'a'.repeat(2_000)}`)).toBeNull();
  });

  it('when next is missing, then there is nowhere to return to', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('sign-in addresses', () => {
  it('when a page asks for sign-in with its locale, then next carries the locale path and reads back', () => {
    const path = signInPath('/bookings/preview?bay=a&buoy=b', 'hr');
    expect(path).toBe('/auth/signin?next=%2Fhr%2Fbookings%2Fpreview%3Fbay%3Da%26buoy%3Db');
    expect(returnPathIn(path.slice(path.indexOf('?')))).toBe('/hr/bookings/preview?bay=a&buoy=b');
  });

  it('when the guard sends the browser to sign in, then next is the page it was on', () => {
    const path = signInPathHere({ pathname: '/it/dashboard/fleet', search: '?edit=1' });
    expect(returnPathIn(path.slice(path.indexOf('?')))).toBe('/it/dashboard/fleet?edit=1');
  });

  it('when the query has a foreign next, then there is nowhere to return to', () => {
    expect(returnPathIn('?next=%2F%2Fevil.example')).toBeNull();
  });
});
