import { describe, expect, it } from '@jest/globals';
import { boatBrands } from './boat-brands';
import { boatModelDimensions, dimensionsOf } from './boat-model-dimensions';

const modelNames = (brand: string) =>
  boatBrands
    .find((candidate) => candidate.name === brand)
    ?.models.map((model) => (typeof model === 'string' ? model : model.name)) ?? [];

describe('the boat models’ published sizes', () => {
  it('when sizes are given for a model, then that model is in the boat lists', () => {
    for (const [brand, models] of Object.entries(boatModelDimensions)) {
      for (const model of Object.keys(models)) expect(modelNames(brand)).toContain(model);
    }
  });

  it('when sizes are given, then they are within the fleet’s bounds and longer than wide and deep', () => {
    for (const models of Object.values(boatModelDimensions)) {
      for (const { loaCm, beamCm, draftCm } of Object.values(models)) {
        expect(loaCm).toBeGreaterThanOrEqual(150);
        expect(loaCm).toBeLessThanOrEqual(6000);
        expect(beamCm).toBeGreaterThanOrEqual(50);
        expect(draftCm).toBeGreaterThanOrEqual(10);
        expect(draftCm).toBeLessThan(beamCm);
        expect(beamCm).toBeLessThan(loaCm);
      }
    }
  });

  it('when a model’s sizes are not known, then there are none rather than a guess', () => {
    expect(dimensionsOf('Bavaria', 'Cruiser 46')).toEqual({ loaCm: 1427, beamCm: 435, draftCm: 210 });
    expect(dimensionsOf('Bavaria', 'SR41')).toBeNull();
    expect(dimensionsOf('Nobody', 'Cruiser 46')).toBeNull();
  });
});
