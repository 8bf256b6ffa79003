import { describe, expect, it } from '@jest/globals';
import { NO_EXTRAS, stayRequest } from './stay-request';

const selections = {
  boatId: 'boat-1',
  extras: { ...NO_EXTRAS, trash_collection: true },
  dayHours: 3,
  language: 'hr' as const,
};

describe('the stay sent for a quote or a hold', () => {
  it('when the stay is a night, then it names arrival and departure and no hours', () => {
    const choice = { bay: 'a', buoy: 'b', kind: 'night' as const, from: '2027-03-27', to: '2027-03-29' };
    expect(stayRequest(choice, selections)).toEqual({
      buoy_id: 'b',
      boat_id: 'boat-1',
      stay_kind: 'night',
      from_date: '2027-03-27',
      to_date: '2027-03-29',
      extras: { mooring_assistance: false, trash_collection: true },
      language: 'hr',
    });
  });

  it('when the stay is a day, then it names the day and the hours and no departure', () => {
    const choice = { bay: 'a', buoy: 'b', kind: 'day' as const, from: '2027-03-28', to: '2027-03-28' };
    expect(stayRequest(choice, selections)).toEqual({
      buoy_id: 'b',
      boat_id: 'boat-1',
      stay_kind: 'day',
      from_date: '2027-03-28',
      day_hours: 3,
      extras: { mooring_assistance: false, trash_collection: true },
      language: 'hr',
    });
  });

  it('when the boater came through a partner embed, then the hold names the embed', () => {
    const embed = '3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c';
    const choice = {
      bay: 'a',
      buoy: 'b',
      kind: 'night' as const,
      from: '2027-03-27',
      to: '2027-03-28',
      embed,
    };
    expect(stayRequest(choice, selections)).toMatchObject({ embed_id: embed });
    expect(stayRequest({ ...choice, embed: undefined }, selections)).not.toHaveProperty('embed_id');
  });
});
