import { describe, expect, it } from '@jest/globals';
import { buoyStatus, sameStatus } from './buoy-status';

const digital = { managementKind: 'digital', serviceState: 'in_service' } as const;
const free = { offered: true, ends: null };
const until = new Date('2026-07-02T10:00:00Z');
const confirmed = { offered: true, ends: [until, until] as [Date, Date] };

describe('buoyStatus', () => {
  it('when a digital buoy has no overlapping occupancy, then it is available', () => {
    expect(buoyStatus(digital, free)).toEqual({ status: 'available', bookedUntil: null });
  });

  it('when a confirmed booking overlaps the stay, then the buoy is booked until the occupancy ends', () => {
    expect(buoyStatus(digital, confirmed)).toEqual({ status: 'booked', bookedUntil: until });
  });

  it('when only holds overlap the stay, then the buoy is held (not booked) until the hold ends', () => {
    expect(buoyStatus(digital, { offered: true, ends: [until, null] })).toEqual({
      status: 'held',
      bookedUntil: until,
    });
  });

  it('when a hold ends after an overlapping booking, then the buoy is booked until the later end', () => {
    const later = new Date(until.getTime() + 3_600_000);
    expect(buoyStatus(digital, { offered: true, ends: [later, until] })).toEqual({
      status: 'booked',
      bookedUntil: later,
    });
  });

  it('when a restricted digital buoy is free, then it is available (restriction is only an icon)', () => {
    expect(buoyStatus({ ...digital, serviceState: 'restricted' }, free).status).toBe('available');
  });

  it('when a buoy is out of service, then that wins over its kind and any booking', () => {
    const out = { serviceState: 'out_of_service' } as const;
    expect(buoyStatus({ ...digital, ...out }, confirmed).status).toBe('out_of_service');
    expect(buoyStatus({ managementKind: 'traditional', ...out }, free).status).toBe('out_of_service');
  });

  it('when a buoy is traditional or FCFS, then that is its status whatever the projection holds', () => {
    const occupied = confirmed;
    expect(buoyStatus({ ...digital, managementKind: 'traditional' }, occupied).status).toBe('traditional');
    expect(buoyStatus({ ...digital, managementKind: 'fcfs' }, occupied).status).toBe('fcfs');
  });

  it('when the bay does not sell the stay, then a digital buoy says so instead of available', () => {
    expect(buoyStatus(digital, { offered: false, ends: null }).status).toBe('stay_not_offered');
  });

  it('when two answers differ only in the booked-until time, then they are not the same status', () => {
    const booked = { status: 'booked', bookedUntil: until } as const;
    expect(sameStatus(booked, { status: 'booked', bookedUntil: new Date(until) })).toBe(true);
    expect(sameStatus(booked, { status: 'booked', bookedUntil: new Date(until.getTime() + 1) })).toBe(false);
    expect(sameStatus(booked, { status: 'available', bookedUntil: null })).toBe(false);
  });
});
