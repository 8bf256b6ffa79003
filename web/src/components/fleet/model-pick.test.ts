import { describe, expect, it } from '@jest/globals';
import type { BoatModel } from '../../http/api-schema';
import { emptyBoatForm } from './boat-form-model';
import { modelPickChanges } from './model-pick';

const cruiser46: BoatModel = {
  id: 'm46',
  name: 'Cruiser 46',
  boat_type: 'sailmonohull',
  loa_cm: 1427,
  beam_cm: 435,
  draft_cm: 210,
};

describe('picking a listed model', () => {
  it('when the sizes are empty, then the full form gets the model’s type, length, beam and draft in metres', () => {
    expect(modelPickChanges(emptyBoatForm(), cruiser46, 'full', 'sl')).toEqual({
      model: { id: 'm46', name: 'Cruiser 46' },
      modelText: 'Cruiser 46',
      type: 'sailmonohull',
      loa: '14,27',
      beam: '4,35',
      draft: '2,1',
    });
  });

  it('when the short form is used, then only the length it asks is filled in', () => {
    const changes = modelPickChanges(emptyBoatForm(), cruiser46, 'short', 'en');
    expect(changes).toMatchObject({ loa: '14.27' });
    expect(changes).not.toHaveProperty('beam');
    expect(changes).not.toHaveProperty('draft');
  });

  it('when the user typed a size or chose a type, then the model leaves them as they are', () => {
    const typed = { ...emptyBoatForm(), type: 'powermonohull' as const, loa: '14.5', beam: ' ' };
    const changes = modelPickChanges(typed, cruiser46, 'full', 'en');
    expect(changes).not.toHaveProperty('type');
    expect(changes).not.toHaveProperty('loa');
    expect(changes).toMatchObject({ beam: '4.35', draft: '2.1' });
  });

  it('when the model’s sizes are not known, then the fields stay empty', () => {
    const unknown = { ...cruiser46, loa_cm: null, beam_cm: null, draft_cm: null };
    expect(modelPickChanges(emptyBoatForm(), unknown, 'full', 'en')).toEqual({
      model: { id: 'm46', name: 'Cruiser 46' },
      modelText: 'Cruiser 46',
      type: 'sailmonohull',
    });
  });
});
