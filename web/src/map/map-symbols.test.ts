import { describe, expect, it } from '@jest/globals';
import { bayPinSymbol, buoySymbol, pinSymbol } from './map-symbols';
import type { Buoy, PinState } from '../http/api-schema';

const buoy = (overrides: Partial<Pick<Buoy, 'management' | 'service_state' | 'status'>>) => ({
  management: 'digital' as const,
  service_state: 'in_service' as const,
  status: null,
  ...overrides,
});

describe('map symbols', () => {
  it.each<[PinState, string, string, string]>([
    ['bookable', 'blue', 'tick', 'bookable'],
    ['mostly_fcfs', 'orange', 'flag', 'firstCome'],
    ['full', 'red', 'cross', 'full'],
    ['informational', 'grey', 'info', 'info'],
    ['sign_in_required', 'grey', 'info', 'signIn'],
  ])(
    'when a bay pin is %s, then it is %s with a %s glyph and its own label',
    (state, colour, glyph, label) => {
      expect(pinSymbol(state)).toMatchObject({ colour, glyph, label });
    },
  );

  it('when a bay with digital buoys takes no online bookings, then its grey pin says so; other pins stay', () => {
    const digital = { digital: 3, fcfs: 0, traditional: 0, out_of_service: 0 };
    const traditional = { ...digital, digital: 0, traditional: 3 };
    for (const pin_state of ['informational', 'bookable'] as const)
      expect(bayPinSymbol({ pin_state, bookable_online: false, buoy_counts: digital })).toMatchObject({
        colour: 'grey',
        glyph: 'info',
        label: 'notBookable',
      });
    expect(bayPinSymbol({ pin_state: 'bookable', bookable_online: true, buoy_counts: digital })).toEqual(
      pinSymbol('bookable'),
    );
    expect(
      bayPinSymbol({ pin_state: 'informational', bookable_online: false, buoy_counts: traditional }),
    ).toEqual(pinSymbol('informational'));
    for (const state of ['mostly_fcfs', 'full', 'sign_in_required'] as const)
      expect(bayPinSymbol({ pin_state: state, bookable_online: false, buoy_counts: digital })).toEqual(
        pinSymbol(state),
      );
  });

  it('when pins differ in state, then no two visible states share a glyph and a colour', () => {
    const states: PinState[] = ['bookable', 'mostly_fcfs', 'full', 'informational'];
    const looks = states.map((state) => `${pinSymbol(state).glyph}/${pinSymbol(state).colour}`);
    expect(new Set(looks).size).toBe(states.length);
    expect(new Set(states.map((state) => pinSymbol(state).glyph)).size).toBe(states.length);
  });

  it.each([
    ['available', 'blue', 'tick'],
    ['held', 'violet', 'hourglass'],
    ['booked', 'red', 'cross'],
    ['out_of_service', 'grey', 'bar'],
    ['fcfs', 'orange', 'flag'],
    ['traditional', 'grey', 'info'],
    ['stay_not_offered', 'red', 'cross'],
  ] as const)('when a buoy is %s for a signed-in user, then it is %s with a %s', (status, colour, glyph) => {
    expect(buoySymbol(buoy({ status }))).toMatchObject({ colour, glyph, restricted: false });
  });

  it('when a visitor looks at a digital buoy, then it is grey and asks to sign in', () => {
    expect(buoySymbol(buoy({}))).toMatchObject({ colour: 'grey', glyph: 'info', label: 'signIn' });
  });

  it('when a visitor looks at FCFS, traditional or broken buoys, then the catalog facts still show', () => {
    expect(buoySymbol(buoy({ management: 'fcfs' }))).toMatchObject({ colour: 'orange', label: 'fcfs' });
    expect(buoySymbol(buoy({ management: 'traditional' }))).toMatchObject({
      colour: 'grey',
      label: 'traditional',
    });
    expect(buoySymbol(buoy({ service_state: 'out_of_service' }))).toMatchObject({
      colour: 'grey',
      label: 'outOfService',
    });
  });

  it('when one buoy is booked and another out of service, then they differ in glyph as well as colour', () => {
    const booked = buoySymbol(buoy({ status: 'booked' }));
    const broken = buoySymbol(buoy({ status: 'out_of_service' }));
    expect(booked.glyph).not.toBe(broken.glyph);
    expect(booked.colour).not.toBe(broken.colour);
  });

  it('when one buoy is only held and another booked, then they differ in glyph, colour and label', () => {
    const held = buoySymbol(buoy({ status: 'held' }));
    const booked = buoySymbol(buoy({ status: 'booked' }));
    expect(held.glyph).not.toBe(booked.glyph);
    expect(held.colour).not.toBe(booked.colour);
    expect(held.label).not.toBe(booked.label);
  });

  it('when a buoy is temporarily restricted, then it keeps its status colour and shows the wrench', () => {
    expect(buoySymbol(buoy({ service_state: 'restricted', status: 'available' }))).toEqual({
      glyph: 'wrench',
      tone: 'primary',
      colour: 'blue',
      label: 'available',
      restricted: true,
    });
  });
});
