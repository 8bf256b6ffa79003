import { describe, expect, it } from '@jest/globals';
import {
  boatDetailsOf,
  centimetresOf,
  checkBoatForm,
  emptyBoatForm,
  fieldErrorsOfAnswer,
  metresText,
  type BoatFormValues,
} from './boat-form-model';

const listed: BoatFormValues = {
  ...emptyBoatForm(),
  name: '  Sea   Breeze ',
  brand: { id: 'b1', name: 'Bavaria' },
  brandText: 'Bavaria',
  model: { id: 'm1', name: 'Cruiser 34' },
  modelText: 'Cruiser 34',
  type: 'sailmonohull',
  registration: 'ST 1234',
  loa: '10,5',
  beam: '3.4',
  draft: '1.85',
};

describe('boat form checks', () => {
  it('when metres are typed with a point or a comma, then they become whole centimetres', () => {
    expect(centimetresOf('12')).toBe(1200);
    expect(centimetresOf(' 12,5 ')).toBe(1250);
    expect(centimetresOf('0.07')).toBe(7);
    expect(centimetresOf('12.345')).toBeNull();
    expect(centimetresOf('1e3')).toBeNull();
    expect(centimetresOf('')).toBeNull();
  });

  it('when centimetres are shown, then they are metres in the page language', () => {
    expect(metresText(1250, 'en')).toBe('12.5');
    expect(metresText(1250, 'sl')).toBe('12,5');
    expect(metresText(6000, 'it')).toBe('60');
  });

  it('when the sizes sit on the bounds of boat-rules.ts, then they pass, and just outside they fail', () => {
    const sized = (loa: string, beam: string, draft: string) =>
      checkBoatForm({ ...listed, loa, beam, draft });
    expect(sized('1.5', '0.5', '0.1')).toEqual({});
    expect(sized('60', '20', '8')).toEqual({});
    expect(sized('1.49', '0.49', '0.09')).toEqual({
      loa: { key: 'sizeRange', field: 'loa' },
      beam: { key: 'sizeRange', field: 'beam' },
      draft: { key: 'sizeRange', field: 'draft' },
    });
    expect(sized('60.01', '20.01', '8.01')).toEqual({
      loa: { key: 'sizeRange', field: 'loa' },
      beam: { key: 'sizeRange', field: 'beam' },
      draft: { key: 'sizeRange', field: 'draft' },
    });
  });

  it('when a brand or model was typed but not picked from the list, then it must be picked (the model only once a brand is)', () => {
    const errors = checkBoatForm({ ...listed, brand: null, model: null, brandText: 'Bava', modelText: '' });
    expect(errors).toEqual({ brand: { key: 'chooseFromList' } });
    const noModel = checkBoatForm({ ...listed, model: null, modelText: 'Cruis' });
    expect(noModel).toEqual({ model: { key: 'chooseFromList' } });
  });

  it('when an empty form is checked, then every field but the waiting model is required, in the order of the form', () => {
    expect(Object.keys(checkBoatForm(emptyBoatForm()))).toEqual([
      'name',
      'brand',
      'type',
      'registration',
      'loa',
      'beam',
      'draft',
    ]);
  });

  it('when the registration has a symbol or one character, then it is invalid', () => {
    expect(checkBoatForm({ ...listed, registration: 'ST/12' })).toEqual({
      registration: { key: 'registrationInvalid' },
    });
    expect(checkBoatForm({ ...listed, registration: 'S' })).toEqual({
      registration: { key: 'registrationInvalid' },
    });
  });

  it('when a listed boat is sent, then the ids go and the typed names do not', () => {
    expect(boatDetailsOf(listed)).toEqual({
      name: 'Sea Breeze',
      brand_id: 'b1',
      model_id: 'm1',
      type: 'sailmonohull',
      registration_number: 'ST 1234',
      loa_cm: 1050,
      beam_cm: 340,
      draft_cm: 185,
    });
  });

  it('when a boat added as new is sent, then its typed brand and model go without ids', () => {
    const details = boatDetailsOf({ ...listed, asNew: true, customBrand: ' Sunny ', customModel: 'One-off' });
    expect(details).toMatchObject({ custom_brand: 'Sunny', custom_model: 'One-off' });
    expect(details).not.toHaveProperty('brand_id');
  });

  it('when the server refuses a size or a taken registration, then the error lands on that field', () => {
    const refusal = (code: string, text: string | null) => fieldErrorsOfAnswer({ code, text }, false);
    expect(refusal('invalid_request', 'Length overall must be between 1.5 and 60 m')).toEqual({
      loa: { key: 'sizeRange', field: 'loa' },
    });
    expect(refusal('invalid_request', 'Unknown brand or model')).toEqual({
      model: { key: 'chooseFromList' },
    });
    expect(refusal('registration_exists', null)).toEqual({ registration: { key: 'registrationTaken' } });
    expect(refusal('internal', 'Internal error')).toEqual({});
  });

  it('when the server finds a typed-in brand missing, then the brand field says it is required', () => {
    expect(fieldErrorsOfAnswer({ code: 'invalid_request', text: 'Brand is required' }, true)).toEqual({
      brand: { key: 'required' },
    });
  });
});

describe("a walk-up guest's short boat form", () => {
  const short: BoatFormValues = {
    ...emptyBoatForm(),
    name: 'Vila',
    type: 'powermonohull',
    registration: 'ZD 77',
    loa: '9,8',
  };

  it('when only name, type, registration and length are given, then it passes and the rest is left out as unknown', () => {
    expect(checkBoatForm(short, 'short')).toEqual({});
    expect(boatDetailsOf(short)).toEqual({
      name: 'Vila',
      type: 'powermonohull',
      registration_number: 'ZD 77',
      loa_cm: 980,
    });
  });

  it('when the full form is sent the same, then brand, model, beam and draft are still required', () => {
    expect(Object.keys(checkBoatForm(short))).toEqual(['brand', 'beam', 'draft']);
  });

  it('when an optional field is given, then it is checked as in the full form', () => {
    const given = { ...short, brandText: 'Bav', beam: '25', draft: 'x' };
    expect(checkBoatForm(given, 'short')).toEqual({
      brand: { key: 'chooseFromList' },
      beam: { key: 'sizeRange', field: 'beam' },
      draft: { key: 'metresInvalid' },
    });
  });

  it('when a model is picked with a size, then both go', () => {
    const picked = { ...listed, beam: '', draft: '1,2' };
    expect(checkBoatForm(picked, 'short')).toEqual({});
    expect(boatDetailsOf(picked)).toMatchObject({ brand_id: 'b1', model_id: 'm1', draft_cm: 120 });
    expect(boatDetailsOf(picked)).not.toHaveProperty('beam_cm');
  });
});
