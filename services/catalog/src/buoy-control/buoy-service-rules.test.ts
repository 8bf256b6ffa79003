import { describe, expect, it } from '@jest/globals';
import { serviceChange } from './buoy-service-rules';

const now = new Date('2026-07-01T10:00:00Z');
const out = (reason: string, until?: Date) => serviceChange({ inService: false, reason, until }, now);

describe('serviceChange', () => {
  it('when a buoy goes back in service, then reason and end are ignored', () => {
    expect(serviceChange({ inService: true, reason: 'x', until: new Date(0) }, now)).toEqual({
      inService: true,
    });
  });

  it('when a buoy is taken out with a reason, then the reason is trimmed and the end kept', () => {
    const until = new Date('2026-07-02T10:00:00Z');
    expect(out('  chain broken  ', until)).toEqual({ inService: false, reason: 'chain broken', until });
    expect(out('chain broken')).toEqual({ inService: false, reason: 'chain broken', until: null });
  });

  it('when the reason is missing or blank, then the request is refused', () => {
    expect(() => out('   ')).toThrow('Say why the buoy is out of service');
  });

  it('when the reason is longer than 200 characters, then it is refused; 200 letters with accents pass', () => {
    expect(out('č'.repeat(200))).toMatchObject({ reason: 'č'.repeat(200) });
    expect(() => out('x'.repeat(201))).toThrow('at most 200 characters');
  });

  it('when the end is now or past, then it is refused', () => {
    expect(() => out('storm', now)).toThrow('must be in the future');
    expect(() => out('storm', new Date('2026-06-30T10:00:00Z'))).toThrow('must be in the future');
  });
});
