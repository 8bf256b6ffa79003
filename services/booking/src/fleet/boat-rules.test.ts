import { describe, expect, it } from '@jest/globals';
import { AppError, checkIdempotencyKey } from '@moorline/kit';
import { checkBoatDetails, normaliseRegistration, type BoatDetailsInput } from './boat-rules';

const brandId = '0b5f6f3e-3d7a-4b5e-9a51-3f2f1f7a0c11';
const modelId = '6c1f0e6e-9d0b-4e0f-8d7c-1a2b3c4d5e6f';

const valid: BoatDetailsInput = {
  name: 'Galeb',
  brandId,
  modelId,
  customBrand: '',
  customModel: '',
  type: 'sailmonohull',
  registrationNumber: 'st 1234',
  loaCm: 1250,
  beamCm: 400,
  draftCm: 190,
};

/** The message of the invalid_request the rules raise for these details. */
function refusal(change: Partial<BoatDetailsInput>): string {
  try {
    checkBoatDetails({ ...valid, ...change });
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_request') return error.message;
    throw error;
  }
  throw new Error('the details were accepted');
}

describe('checkBoatDetails', () => {
  it('when every field is within bounds, then the details come back checked and normalised', () => {
    expect(checkBoatDetails({ ...valid, name: '  Galeb  II ', registrationNumber: ' st   1234 ' })).toEqual({
      name: 'Galeb II',
      brandModel: { kind: 'catalog', brandId, modelId },
      type: 'sailmonohull',
      registrationNumber: 'ST 1234',
      loaCm: 1250,
      beamCm: 400,
      draftCm: 190,
    });
  });

  it('when the name is empty or longer than 80 characters, then it is refused', () => {
    expect(refusal({ name: '   ' })).toBe('Name must be 1 to 80 characters');
    expect(refusal({ name: 'x'.repeat(81) })).toBe('Name must be 1 to 80 characters');
    expect(checkBoatDetails({ ...valid, name: 'x'.repeat(80) }).name).toHaveLength(80);
  });

  it.each([
    ['a right-to-left override', { name: 'Galeb\u202Eexe.fdp' }, 'Name'],
    ['a zero-width space', { name: 'Ga\u200Bleb' }, 'Name'],
    ['a line break', { name: 'Galeb\nII' }, 'Name'],
    [
      'a direction isolate in the brand',
      { brandId: '', modelId: '', customBrand: '\u2067Elan', customModel: 'E5' },
      'Brand',
    ],
    [
      'a zero-width joiner in the model',
      { brandId: '', modelId: '', customBrand: 'Elan', customModel: 'E\u200D5' },
      'Model',
    ],
  ])(
    'when a name holds %s, then it is refused (issue 26: it would spoof the back office and CSV)',
    (_, change, label) => {
      expect(refusal(change)).toBe(`${label} may not contain invisible or control characters`);
    },
  );

  it('when a name is typed with a combining accent, then it is stored composed (NFC)', () => {
    const checked = checkBoatDetails({
      ...valid,
      name: 'Vile\u0301ta',
      brandId: '',
      modelId: '',
      customBrand: 'Be\u0301ne\u0301teau',
      customModel: 'First',
    });
    expect(checked.name).toBe('Vil\u00E9ta');
    expect(checked.brandModel).toEqual({ kind: 'custom', brand: 'B\u00E9n\u00E9teau', model: 'First' });
  });

  it.each([
    ['S', 'too short'],
    ['A'.repeat(21), 'too long'],
    ['ST_1234', 'an underscore'],
    ['-ST1234', 'a leading dash'],
  ])('when the registration is %s (%s), then it is refused', (registrationNumber) => {
    expect(refusal({ registrationNumber })).toBe(
      'Registration number must be 2 to 20 letters, digits, spaces or dashes',
    );
  });

  it('when the registration has 2 or 20 characters with dashes and letters of any alphabet, then it is kept upper case', () => {
    expect(checkBoatDetails({ ...valid, registrationNumber: 'ri' }).registrationNumber).toBe('RI');
    expect(
      checkBoatDetails({ ...valid, registrationNumber: 'zd-čž 12345678901234' }).registrationNumber,
    ).toBe('ZD-ČŽ 12345678901234');
  });

  it.each([
    ['loaCm', 149, 'Length overall must be between 1.5 and 60 m'],
    ['loaCm', 6001, 'Length overall must be between 1.5 and 60 m'],
    ['beamCm', 49, 'Beam must be between 0.5 and 20 m'],
    ['beamCm', 2001, 'Beam must be between 0.5 and 20 m'],
    ['draftCm', 9, 'Draft must be between 0.1 and 8 m'],
    ['draftCm', 801, 'Draft must be between 0.1 and 8 m'],
    ['loaCm', 1250.5, 'Length overall must be between 1.5 and 60 m'],
  ])('when %s is %d, then it is refused', (field, value, message) => {
    expect(refusal({ [field]: value })).toBe(message);
  });

  it('when each size sits on its bound, then it is accepted', () => {
    const low = checkBoatDetails({ ...valid, loaCm: 150, beamCm: 50, draftCm: 10 });
    const high = checkBoatDetails({ ...valid, loaCm: 6000, beamCm: 2000, draftCm: 800 });
    expect([low.loaCm, low.beamCm, low.draftCm, high.loaCm, high.beamCm, high.draftCm]).toEqual([
      150, 50, 10, 6000, 2000, 800,
    ]);
  });

  it('when the type is missing or unknown, then it is refused', () => {
    expect(refusal({ type: '' })).toBe('Boat type is required');
    expect(refusal({ type: 'rowing' })).toBe('Boat type is required');
  });

  it('when a model is picked without a brand, then it is refused: brand before model', () => {
    expect(refusal({ brandId: '' })).toBe('Choose the brand before the model');
    expect(refusal({ brandId: '', modelId: '', customModel: 'Special' })).toBe(
      'Choose the brand before the model',
    );
  });

  it('when a brand is picked without a model, or an id is not a uuid, then it is refused', () => {
    expect(refusal({ modelId: '' })).toBe('Choose the model');
    expect(refusal({ modelId: 'not-a-uuid' })).toBe('Unknown brand or model');
  });

  it('when the boat is not in the lists, then free-text brand and model are kept as new', () => {
    const details = checkBoatDetails({
      ...valid,
      brandId: '',
      modelId: '',
      customBrand: ' Old  Yard ',
      customModel: 'Gajeta 7',
    });
    expect(details.brandModel).toEqual({ kind: 'custom', brand: 'Old Yard', model: 'Gajeta 7' });
    expect(refusal({ brandId: '', modelId: '', customBrand: 'Old Yard', customModel: '' })).toBe(
      'Model must be 1 to 80 characters',
    );
  });

  it('when neither brand nor model is given, then they are unknown, not refused', () => {
    const details = checkBoatDetails({ ...valid, brandId: '', modelId: '' });
    expect(details.brandModel).toEqual({ kind: 'unknown' });
  });

  it('when beam and draft are 0, then they are unknown (null), never made up', () => {
    const details = checkBoatDetails({ ...valid, beamCm: 0, draftCm: 0 });
    expect([details.beamCm, details.draftCm]).toEqual([null, null]);
  });
});

describe('normaliseRegistration and checkIdempotencyKey', () => {
  it('when registrations differ only by case and spacing, then they normalise to one', () => {
    expect(normaliseRegistration(' st  12 34')).toBe(normaliseRegistration('ST 12 34'));
  });

  it('when the key is empty, too long or has spaces, then it is refused', () => {
    for (const key of ['', 'k'.repeat(201), 'two words']) {
      expect(() => checkIdempotencyKey(key)).toThrow(AppError);
    }
    expect(checkIdempotencyKey('k'.repeat(200))).toHaveLength(200);
  });
});
