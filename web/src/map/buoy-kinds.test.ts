import { buoyKinds } from './buoy-kinds';

describe('the kinds of buoy a bay is described by', () => {
  it('names only the kinds the bay has, digital first', () => {
    expect(buoyKinds({ digital: 12, fcfs: 0, traditional: 4 }, true)).toEqual([
      { key: 'digital', count: 12 },
      { key: 'traditional', count: 4 },
    ]);
  });

  it('calls the digital buoys of a bay without online booking digitally managed, not bookable online', () => {
    expect(buoyKinds({ digital: 16, fcfs: 3, traditional: 0 }, false)).toEqual([
      { key: 'digitalNotOnline', count: 16 },
      { key: 'fcfs', count: 3 },
    ]);
  });

  it('is empty for a bay with no buoys at all', () => {
    expect(buoyKinds({ digital: 0, fcfs: 0, traditional: 0 }, false)).toEqual([]);
  });
});
