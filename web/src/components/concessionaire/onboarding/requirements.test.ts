import { describe, expect, it } from '@jest/globals';
import { missingGroups, onboardingAction } from './requirements';

describe('missingGroups', () => {
  it("when the sandbox's four fields are missing, then three things are named", () => {
    expect(
      missingGroups([
        'tos_acceptance.date',
        'external_account',
        'representative.first_name',
        'representative.last_name',
      ]),
    ).toEqual(['external_account', 'representative', 'tos_acceptance']);
  });

  it('when the provider names something unknown, then it reads as other details', () => {
    expect(missingGroups(['settings.payouts.schedule'])).toEqual(['other']);
  });

  it('when nothing is missing, then nothing is named', () => {
    expect(missingGroups([])).toEqual([]);
  });
});

describe('onboardingAction', () => {
  it('when nothing was started, then start; pending or restricted, continue; ready, nothing', () => {
    expect(onboardingAction('not_started')).toBe('start');
    expect(onboardingAction('details_pending')).toBe('continue');
    expect(onboardingAction('restricted')).toBe('continue');
    expect(onboardingAction('ready')).toBeNull();
  });
});
