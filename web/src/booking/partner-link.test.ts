import { describe, expect, it } from '@jest/globals';
import { embedIdOf, partnerLinkPath, partnerStayOf } from './partner-link';

const EMBED = '3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c';
const ZONE = 'Europe/Zagreb';
// 2027-03-27 10:00 at the bay.
const NOW = new Date('2027-03-27T09:00:00Z');
const stayOf = (query: string) => partnerStayOf(new URLSearchParams(query), ZONE, NOW);
const TONIGHT = { kind: 'night', from: '2027-03-27', to: '2027-03-28', prefilled: false };

describe('the embed a partner link names', () => {
  it('when the embed is a uuid, then it is carried (lower case)', () => {
    expect(embedIdOf(new URLSearchParams(`embed=${EMBED.toUpperCase()}`))).toBe(EMBED);
  });

  it('when the embed is missing or not a uuid, then none is carried', () => {
    expect(embedIdOf(new URLSearchParams(''))).toBeUndefined();
    expect(embedIdOf(new URLSearchParams('embed=Elafiti'))).toBeUndefined();
    expect(embedIdOf(new URLSearchParams(`embed=${EMBED}x`))).toBeUndefined();
  });
});

describe('the stay a partner link chooses', () => {
  it('when it names nights ahead, then those nights are chosen', () => {
    expect(stayOf('kind=night&from=2027-04-02&to=2027-04-05')).toEqual({
      kind: 'night',
      from: '2027-04-02',
      to: '2027-04-05',
      prefilled: true,
    });
  });

  it('when it names only an arrival, then it is one night', () => {
    expect(stayOf('from=2027-04-02')).toEqual({
      kind: 'night',
      from: '2027-04-02',
      to: '2027-04-03',
      prefilled: true,
    });
  });

  it('when it names a day stay with a date, then that day is chosen; without one, today', () => {
    expect(stayOf('kind=day&from=2027-04-02')).toEqual({
      kind: 'day',
      from: '2027-04-02',
      to: '2027-04-02',
      prefilled: true,
    });
    expect(stayOf('kind=day')).toEqual({
      kind: 'day',
      from: '2027-03-27',
      to: '2027-03-27',
      prefilled: true,
    });
    expect(stayOf('kind=day&from=2027-03-01')).toEqual({
      kind: 'day',
      from: '2027-03-27',
      to: '2027-03-27',
      prefilled: true,
    });
  });

  it('when it names nothing, the past, bad dates, an unknown kind or too many nights, then tonight quietly', () => {
    for (const query of [
      '',
      'kind=night',
      'kind=night&from=2027-03-20&to=2027-03-22',
      'kind=night&from=2027-02-30&to=2027-03-02',
      'kind=night&from=tomorrow',
      'kind=night&from=2027-04-05&to=2027-04-02',
      'kind=night&from=2027-04-01&to=2027-06-01',
      'kind=week&from=2027-04-02',
    ])
      expect(stayOf(query)).toEqual(TONIGHT);
  });
});

describe('the partner link address', () => {
  it('when a night stay is chosen, then the link names the embed, the kind and both dates', () => {
    expect(
      partnerLinkPath({ slug: 'lopud', embedId: EMBED, kind: 'night', from: '2027-04-02', to: '2027-04-05' }),
    ).toBe(`/bays/lopud?embed=${EMBED}&kind=night&from=2027-04-02&to=2027-04-05`);
  });

  it('when a day stay or no dates are chosen, then the link leaves out what does not apply', () => {
    expect(
      partnerLinkPath({ slug: 'lopud', embedId: EMBED, kind: 'day', from: '2027-04-02', to: '2027-04-03' }),
    ).toBe(`/bays/lopud?embed=${EMBED}&kind=day&from=2027-04-02`);
    expect(partnerLinkPath({ slug: 'lopud', embedId: EMBED, kind: 'night', from: '', to: '' })).toBe(
      `/bays/lopud?embed=${EMBED}&kind=night`,
    );
  });

  it('when a link is built and read back, then the same stay and embed come out', () => {
    const path = partnerLinkPath({
      slug: 'lopud',
      embedId: EMBED,
      kind: 'night',
      from: '2027-04-02',
      to: '2027-04-04',
    });
    const search = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(embedIdOf(search)).toBe(EMBED);
    expect(stayOf(search.toString())).toMatchObject({
      from: '2027-04-02',
      to: '2027-04-04',
      prefilled: true,
    });
  });
});
